import { screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import type { Order } from '@/lib/api/cart-schemas';
import { renderWithIntl } from '@/test/intl';
import { OrderHistory } from './order-history';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

const order = (id: string, refId: string, status: string): Order =>
  ({
    id,
    refId,
    status,
    createdDate: '2026-11-20T10:00:00.000Z',
    currency: 'LKR',
    total: 1250,
    subTotal: 1000,
    deliveryChargers: 150,
    tax: 100,
    totalPriceDiscounts: 0,
    selectedEstimation: null,
    cancellationReason: null,
    billingAddress: null,
    shippingAddress: null,
    paymentMethod: 'CASH',
    deliveryMethod: 'delivery',
    store: null,
    email: 'nimal@example.com',
    items: [],
  }) as Order;

const money = () => ({ code: 'LKR', symbol: 'Rs' });

describe('order history', () => {
  it('labels each order’s status (spec §4), links it to its order view and pages by first and after', () => {
    const orders = [order('ord_3', 'LL-100003', 'READY_TO_PICKUP'), order('ord_2', 'LL-100002', 'ON_PAYMENT')];
    renderWithIntl(<OrderHistory which="ongoing" orders={orders} total={5} paging={{ first: 2, after: 2 }} money={money} />);
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Ready to Pickup')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('On Payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order ID: LL-100003' })).toHaveAttribute('href', '/order/view/ord_3');
    expect(screen.getByText('3–4 of 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/account/history/ongoing-orders?first=2');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/account/history/ongoing-orders?first=2&after=4');
  });

  it('reads a status it does not know as Unavailable and has no pager links on a single page', () => {
    renderWithIntl(
      <OrderHistory which="past" orders={[order('ord_1', 'LL-100001', 'LOST')]} total={1} paging={{ first: 10, after: 0 }} money={money} />,
    );
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('names the first items of each order beside their thumbnails, in the shopper’s language, and counts the rest', () => {
    const item = (n: number) => ({
      productId: `p${n}`,
      varianceKey: 'default',
      product: { name: { en: `Clay pot ${n}`, si: `මැටි බඳුන ${n}` }, imageReference: `pot-${n}.webp`, variances: '' },
      quantity: n,
      unitPrice: 100,
      itemTotal: 100 * n,
    });
    const big = { ...order('ord_9', 'LL-100009', 'PROCESSING'), items: [1, 2, 3, 4, 5].map(item) };
    renderWithIntl(<OrderHistory which="ongoing" orders={[big]} total={1} paging={{ first: 10, after: 0 }} money={money} />, {
      locale: 'si',
    });
    const row = screen.getByRole('link', { name: 'Order ID: LL-100009' }).closest('li') as HTMLElement;
    const items = within(row).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['මැටි බඳුන 1 × 1', 'මැටි බඳුන 2 × 2', 'මැටි බඳුන 3 × 3', 'and 2 more items']);
    const thumbnails = row.querySelectorAll('img');
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[0]?.getAttribute('src')).toContain(encodeURIComponent('/media/pot-1.webp'));
    expect(thumbnails[0]).toHaveAttribute('alt', '');
  });

  it('says so when there are no orders', () => {
    renderWithIntl(<OrderHistory which="past" orders={[]} total={0} paging={{ first: 10, after: 0 }} money={money} />);
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
  });
});
