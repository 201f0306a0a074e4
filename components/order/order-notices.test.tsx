import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { retryChoices } from '@/lib/cart/payment-failure';
import { fakeCartRoutes, navigationMock, renderWithShop } from '@/test/cart-kit';
import { cartData, cartItemData, productData } from '@/test/fixtures/cart';
import { renderWithIntl } from '@/test/intl';
import { PaymentFailed } from './order-notices';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
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
    expect(screen.getByRole('status')).toHaveTextContent(
      'We could not place your order after your payment, so the payment has been cancelled and refunded in full. Nothing has been charged.',
    );
  });

  it('an expired payment says nothing was charged', () => {
    renderWithIntl(<PaymentFailed reason="expired" />);
    expect(screen.getByRole('status')).toHaveTextContent('The payment page expired before the payment was made. Nothing has been charged.');
  });
});

describe('the payment failure page keeps the order', () => {
  it('says why the gateway refused the card and offers another card or cash, back into checkout', async () => {
    const routes = fakeCartRoutes(cartData([cartItemData(productData(), 1)], { paymentMethod: 'CARD' }), (req) =>
      req.path === '/api/cart/set/payment-method'
        ? { status: 200, body: cartData([cartItemData(productData(), 1)], { paymentMethod: 'CASH' }) }
        : undefined,
    );
    renderWithShop(<PaymentFailed gateway="INSUFFICIENT_FUNDS" choices={{ card: true, cash: true }} />);
    expect(screen.getByRole('heading', { name: 'Payment has been failed for the order' })).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    expect(screen.getByText('The card does not have enough funds for this order.')).toBeInTheDocument();
    expect(screen.getByText('Your cart and delivery details are kept.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try another card' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Go to checkout page' })).toHaveAttribute('href', '/checkout');
    await userEvent.click(screen.getByRole('button', { name: 'Pay in cash instead' }));
    await waitFor(() => expect(navigationMock.push).toHaveBeenCalledWith('/checkout'));
    expect(routes.changes()).toContainEqual({ method: 'POST', path: '/api/cart/set/payment-method', body: { paymentMethod: 'CASH' } });
  });

  it('offers no cash when the cart does not allow it, and no choices without a cart', () => {
    const { unmount } = renderWithShop(<PaymentFailed gateway="CARD_DECLINED" choices={{ card: true, cash: false }} />);
    expect(screen.getByText('Your bank declined the card.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay in cash instead' })).toBeNull();
    unmount();
    renderWithShop(<PaymentFailed />);
    expect(screen.queryByRole('link', { name: 'Try another card' })).toBeNull();
    expect(screen.queryByText('Your cart and delivery details are kept.')).toBeNull();
  });
});

describe('the choices after a failed card payment', () => {
  const cart = (options: { cash: boolean; card: boolean }, paymentMethod: 'CARD' | 'CASH' = 'CARD') =>
    cartData([cartItemData(productData({ cashOnDelivery: options.cash, acceptCardPayment: options.card }), 1)], { paymentMethod });

  it('offers cash only when every item takes it and cash is not already chosen', () => {
    expect(retryChoices(cart({ cash: true, card: true }), false)).toEqual({ card: true, cash: true });
    expect(retryChoices(cart({ cash: false, card: true }), false)).toEqual({ card: true, cash: false });
    expect(retryChoices(cart({ cash: true, card: true }, 'CASH'), false)).toEqual({ card: true, cash: false });
    expect(retryChoices(cart({ cash: true, card: true }), true)).toEqual({ card: false, cash: true });
    expect(retryChoices(null, false)).toEqual({ card: false, cash: false });
    expect(retryChoices(cartData([]), false)).toEqual({ card: false, cash: false });
  });
});
