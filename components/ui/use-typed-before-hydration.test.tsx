import { act, fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useRef, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QuantitySelector } from '@/components/product/quantity-selector';
import en from '@/messages/en.json';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/** A controlled field as the shop's are, and a button that re-renders it. */
function Note() {
  const [note, setNote] = useState('');
  const [renders, setRenders] = useState(0);
  const field = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(field, note, setNote);
  return (
    <>
      <textarea aria-label="Note" ref={field} value={note} onChange={(e) => setNote(e.target.value)} />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render {renders}
      </button>
      <output aria-label="Kept">{note}</output>
    </>
  );
}

/** Server HTML of `ui`, typed into by `type` before hydration, then hydrated. */
async function hydrateAfterTyping(ui: ReactElement, type: (page: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  type(container);
  const root = await act(async () => hydrateRoot(container, ui));
  return () => {
    act(() => root.unmount());
    container.remove();
  };
}

describe('a field typed into before the page hydrated', () => {
  it('keeps the text through the renders after hydration, as the field’s state', async () => {
    const done = await hydrateAfterTyping(<Note />, (page) => {
      (page.querySelector('textarea') as HTMLTextAreaElement).value = 'Leave at the gate';
    });
    fireEvent.click(screen.getByRole('button', { name: /Render/ }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Leave at the gate');
    expect(screen.getByLabelText('Kept')).toHaveTextContent('Leave at the gate');
    done();
  });

  it('takes up a quantity typed before hydration as the chosen quantity', async () => {
    const chosen: number[] = [];
    function Quantity() {
      const [quantity, setQuantity] = useState(1);
      return (
        <NextIntlClientProvider locale="en" messages={en}>
          <QuantitySelector
            value={quantity}
            max={10}
            onChange={(next) => {
              chosen.push(next);
              setQuantity(next);
            }}
          />
        </NextIntlClientProvider>
      );
    }
    const done = await hydrateAfterTyping(<Quantity />, (page) => {
      (page.querySelector('input') as HTMLInputElement).value = '3';
    });
    expect(chosen).toEqual([3]);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    done();
  });

  it('changes nothing when nothing was typed', async () => {
    const chosen: number[] = [];
    const done = await hydrateAfterTyping(
      <NextIntlClientProvider locale="en" messages={en}>
        <QuantitySelector value={2} max={10} onChange={(next) => chosen.push(next)} />
      </NextIntlClientProvider>,
      () => undefined,
    );
    expect(chosen).toEqual([]);
    done();
  });
});
