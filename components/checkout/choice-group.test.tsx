import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import en from '@/messages/en.json';
import { ChoiceGroup } from './choice-group';

const options = [
  { value: 'standard', label: 'Standard' },
  { value: 'express', label: 'Express' },
];

/**
 * A group whose choice is state, as the checkout keeps it; every choice made is recorded. `saved` stands
 * for the cart's value, which a test changes as a failed save or a choice made for the shopper would.
 */
function Plans({ chosen, saved = '', note = '' }: { chosen: string[]; saved?: string; note?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <ChoiceGroup
        name="plan"
        legend="Delivery plan"
        options={options}
        value={value ?? saved}
        onChoose={(next) => {
          chosen.push(next);
          setValue(next);
        }}
      >
        {note}
      </ChoiceGroup>
    </NextIntlClientProvider>
  );
}

async function hydrated(tickBefore: string | null, chosen: string[]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Plans chosen={[]} />);
  document.body.appendChild(container);
  if (tickBefore) (container.querySelector(`input[value="${tickBefore}"]`) as HTMLInputElement).checked = true;
  const root = await act(async () => hydrateRoot(container, <Plans chosen={chosen} />));
  return { root, container };
}

describe('ChoiceGroup on a page the server rendered', () => {
  it('keeps a radio ticked before the script ran through later renders, and saves nothing for it (the step posts it)', async () => {
    const chosen: string[] = [];
    const { root, container } = await hydrated('express', chosen);
    act(() => root.render(<Plans chosen={chosen} note="Plans reloaded" />));
    expect(screen.getByText('Plans reloaded')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Express' })).toBeChecked();
    expect(chosen).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('chooses what the shopper clicks once hydrated, and follows a value changed for them', async () => {
    const chosen: string[] = [];
    const { root, container } = await hydrated(null, chosen);
    expect(screen.getByRole('radio', { name: 'Standard' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(chosen).toEqual(['standard']);
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    act(() => root.unmount());
    container.remove();

    const { root: again, container: other } = await hydrated(null, []);
    act(() => again.render(<Plans chosen={[]} saved="express" />));
    expect(screen.getByRole('radio', { name: 'Express' })).toBeChecked();
    act(() => again.unmount());
    other.remove();
  });
});
