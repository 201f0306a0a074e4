import { act, screen } from '@testing-library/react';
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

/** A group whose choice is state, as the checkout keeps it; every choice made is recorded. */
function Plans({ chosen }: { chosen: string[] }) {
  const [value, setValue] = useState('');
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <ChoiceGroup
        name="plan"
        legend="Delivery plan"
        options={options}
        value={value}
        onChoose={(next) => {
          chosen.push(next);
          setValue(next);
        }}
      />
    </NextIntlClientProvider>
  );
}

describe('ChoiceGroup on a page the server rendered', () => {
  it('takes up a radio ticked before the script ran, and keeps it ticked once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Plans chosen={[]} />);
    document.body.appendChild(container);
    (container.querySelector('input[value="express"]') as HTMLInputElement).checked = true;

    const chosen: string[] = [];
    const root = await act(async () => hydrateRoot(container, <Plans chosen={chosen} />));
    expect(chosen).toEqual(['express']);
    expect(screen.getByRole('radio', { name: 'Express' })).toBeChecked();
    act(() => root.unmount());
    container.remove();
  });

  it('chooses nothing on hydration when nothing was ticked', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Plans chosen={[]} />);
    document.body.appendChild(container);
    const chosen: string[] = [];
    const root = await act(async () => hydrateRoot(container, <Plans chosen={chosen} />));
    expect(chosen).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Standard' })).not.toBeChecked();
    act(() => root.unmount());
    container.remove();
  });
});
