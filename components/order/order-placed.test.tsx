import { screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import type { ShownOrder } from '@/lib/api/answers';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ta from '@/messages/ta.json';
import { renderWithIntl } from '@/test/intl';
import { checkoutMoney } from '@/test/fixtures/cart';
import { OrderPlaced } from './order-placed';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

const placed = (overrides: Partial<ShownOrder> = {}): ShownOrder => ({
  id: 'ord_1',
  refId: 'LL-100001',
  createdDate: '2026-11-28T10:00:00.000Z',
  status: 'PROCESSING',
  currency: 'LKR',
  total: 4850,
  subTotal: 4500,
  deliveryChargers: 350,
  tax: 0,
  totalPriceDiscounts: 0,
  selectedEstimation: { label: 'Standard (2-3 days)', days: { min: 2, max: 3 } },
  cancellationReason: null,
  billingAddress: null,
  shippingAddress: null,
  paymentMethod: 'CASH',
  deliveryMethod: 'delivery',
  store: null,
  email: 'guest@example.com',
  items: [],
  ...overrides,
});

describe('the order just placed', () => {
  it('keeps the spec headline and adds a thank-you, the cash to have ready, where to follow the order and the way back', () => {
    renderWithIntl(<OrderPlaced order={placed()} money={checkoutMoney} signedIn={false} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Order - LL-100001 has been placed successfully!');
    expect(status).toHaveTextContent('Thank you for your order!');
    expect(screen.getByText(/^Expected delivery: Monday, November 30\s*–\s*Tuesday, December 1$/)).toBeInTheDocument();
    expect(screen.getByText(/^Please have .*4,850\.00 ready in cash when your order is delivered\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'this order page' })).toHaveAttribute('href', '/order/view/ord_1');
    expect(screen.queryByRole('link', { name: 'your order history' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('tells a customer the order is in her account too, and a store pickup to bring the cash when collecting', () => {
    renderWithIntl(<OrderPlaced order={placed({ deliveryMethod: 'store' })} money={checkoutMoney} signedIn />);
    expect(screen.getByText(/when you collect your order\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your order history' })).toHaveAttribute('href', '/account/history/ongoing-orders');
  });

  it('names no amount for a card payment, nor when the amounts are hidden', () => {
    const { unmount } = renderWithIntl(<OrderPlaced order={placed({ paymentMethod: 'CARD' })} money={checkoutMoney} signedIn={false} />);
    expect(screen.queryByText(/ready in cash/)).toBeNull();
    unmount();
    renderWithIntl(<OrderPlaced order={placed({ total: null })} money={checkoutMoney} signedIn={false} />);
    expect(screen.queryByText(/ready in cash/)).toBeNull();
    expect(document.body).not.toHaveTextContent(/Rs|LKR|NaN/);
  });

  it('says a chosen slot as a date and time in the shopper’s language (Tamil)', () => {
    const order = placed({ selectedEstimation: { label: '2026-12-02 14:30', dueDate: '2026-12-02', dueTime: '14:30', days: null } });
    render(
      <NextIntlClientProvider locale="ta" messages={ta} timeZone="Asia/Colombo">
        <OrderPlaced order={order} money={checkoutMoney} signedIn={false} />
      </NextIntlClientProvider>,
    );
    const when = screen.getByText(/^எதிர்பார்க்கப்படும் விநியோகம்: /);
    expect(when).toHaveTextContent('டிசம்பர்');
    expect(when).not.toHaveTextContent('2026-12-02');
    expect(screen.getByRole('status')).toHaveTextContent(ta.order.thankYou);
  });
});
