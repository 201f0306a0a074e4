import { screen } from '@testing-library/react';
import { BffError } from '@/lib/bff/error';
import { renderShell } from '@/test/shell';
import { RequestError } from './request-error';

describe('a refused checkout step', () => {
  it('reads a refusal the API words in English in the shopper’s language', () => {
    renderShell(<RequestError error={new BffError(409, 'E4090', 'Some items in your cart sold out meanwhile')} />, { locale: 'ta' });
    expect(screen.getByRole('alert')).toHaveTextContent('உங்கள் கூடையிலுள்ள சில பொருட்கள் இதற்கிடையில் விற்றுத் தீர்ந்துவிட்டன');
  });

  it('shows a refusal it does not know as the API wrote it', () => {
    renderShell(<RequestError error={new BffError(400, 'E4000', 'Something nobody planned for')} />, { locale: 'si' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something nobody planned for');
  });

  it('explains, in the shopper’s language, a payment page the storefront would not open (502)', () => {
    renderShell(
      <RequestError
        error={new BffError(502, 'PAYMENT_PAGE_REFUSED', 'The payment page could not be opened securely, so nothing was charged.')}
      />,
      { locale: 'si' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ගෙවීම් පිටුව ආරක්ෂිතව විවෘත කළ නොහැකි වූ බැවින් කිසිදු මුදලක් අය කර නැත.');
  });

  it('says only that an error occurred when the server failed', () => {
    renderShell(<RequestError error={new BffError(500, 'E5000', 'stack trace')} />, { locale: 'ta' });
    expect(screen.getByRole('alert')).toHaveTextContent('பிழை ஏற்பட்டது');
  });
});
