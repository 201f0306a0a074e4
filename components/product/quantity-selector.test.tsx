import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '@/test/intl';
import { QuantitySelector } from './quantity-selector';

function Harness({ max, start = 1, onChange }: { max: number | null; start?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <QuantitySelector
      value={value}
      max={max}
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
    />
  );
}

describe('QuantitySelector', () => {
  it('starts at 1 with minus disabled', () => {
    renderWithIntl(<Harness max={3} />);
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('plus stops at the available quantity', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness max={3} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await user.click(plus);
    expect(screen.getByLabelText('Quantity')).toHaveValue('3');
    expect(plus).toBeDisabled();
  });

  it('minus stops at 1', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness max={5} start={2} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    await user.click(minus);
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
    expect(minus).toBeDisabled();
  });

  it('clamps a typed number above the available quantity', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Harness max={4} onChange={onChange} />);
    const input = screen.getByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '9');
    expect(input).toHaveValue('4');
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('resets non-numeric input to 1', () => {
    renderWithIntl(<Harness max={10} start={5} />);
    const input = screen.getByLabelText('Quantity');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input).toHaveValue('1');
  });

  it('goes back to 1 when the field is left empty', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness max={10} start={5} />);
    const input = screen.getByLabelText('Quantity');
    await user.clear(input);
    expect(input).toHaveValue('');
    await user.tab();
    expect(input).toHaveValue('1');
  });

  it('has no upper limit when stock is not tracked', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness max={null} start={99} />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('100');
  });
});
