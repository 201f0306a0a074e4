import { screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { renderWithIntl } from '@/test/intl';
import { PaymentFailed } from './order-notices';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

describe('the payment failure page', () => {
  it('a declined or cancelled payment: the spec texts and the way back to checkout, nothing about refunds', () => {
    renderWithIntl(<PaymentFailed />);
    expect(screen.getByRole('heading', { name: 'Payment has been failed for the order' })).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout page' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a paid payment whose order could not be placed says it was refunded', () => {
    renderWithIntl(<PaymentFailed reason="voided" />);
    expect(screen.getByRole('status')).toHaveTextContent('We could not place your order after your payment, so the payment has been cancelled and refunded in full. Nothing has been charged.');
  });

  it('an expired payment says nothing was charged', () => {
    renderWithIntl(<PaymentFailed reason="expired" />);
    expect(screen.getByRole('status')).toHaveTextContent('The payment page expired before the payment was made. Nothing has been charged.');
  });
});
