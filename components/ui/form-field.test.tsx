import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/test/intl';
import { MandatoryNotice, SelectField, TextField } from './form-field';

describe('form fields', () => {
  it('tie the label, the required mark and the message to the control', () => {
    renderWithIntl(<TextField label="First name" required error="firstNameRequired" />);
    const input = screen.getByRole('textbox', { name: /First name/ });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('First name cannot be empty');
  });

  it('leave a valid optional control unmarked', () => {
    renderWithIntl(<TextField label="Address line 2" />);
    const input = screen.getByRole('textbox', { name: 'Address line 2' });
    expect(input).not.toHaveAttribute('aria-required');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('offer a placeholder first in a select', () => {
    renderWithIntl(<SelectField label="City" placeholder="Select" options={[{ value: 'c-1', label: 'Colombo' }]} />);
    const select = screen.getByRole('combobox', { name: 'City' });
    expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Select'],
      ['c-1', 'Colombo'],
    ]);
  });

  it('keep the mandatory-fields alert in the page and fill it only when asked', () => {
    const { rerender } = renderWithIntl(<MandatoryNotice show={false} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(<MandatoryNotice show />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill the mandatory fields');
  });
});
