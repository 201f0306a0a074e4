import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import type { Cart, Order } from '@/lib/api/cart-schemas';
import { cartWithoutAmounts, orderWithoutAmounts, planWithoutPrice } from '@/lib/product/hidden-prices';
import { fakeCartRoutes, navigationMock, renderWithShop, resetToasts } from '@/test/cart-kit';
import { cartData, cartItemData, checkoutAddress, productData } from '@/test/fixtures/cart';
import { renderWithIntl } from '@/test/intl';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { OrderDetails } from '@/components/order/order-details';
import { CartView } from './cart-view';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

afterEach(resetToasts);

const hidden = { code: 'LKR', symbol: 'Rs', hidden: true };
const CONFIRMATION = 'The shop confirms the total after you order. You pay in cash on delivery or at pickup.';
const address = checkoutAddress;
/** A cart as the BFF answers it while prices are hidden: amounts null. */
const cart: Cart = cartWithoutAmounts(
  cartData([cartItemData(productData(), 2)], {
    email: 'guest@example.com',
    deliveryMethod: 'delivery',
    shippingAddress: address,
    deliveryPlan: { id: 'metro-standard', label: { en: 'Standard' }, price: 350 },
  }),
);

/** No currency, no number that could be an amount, no "NaN" and no empty amount cell. */
function expectNoAmount(container: HTMLElement) {
  const text = container.textContent ?? '';
  expect(text).not.toMatch(/Rs|LKR|NaN|undefined|null/);
  expect(
    container.querySelector(
      '[data-testid="line-total"], [data-testid^="total-"]:not([data-testid="total-on-confirmation"]), [data-testid="pay-total"]',
    ),
  ).toBeNull();
}

describe('hidden prices: pages without amounts', () => {
  it('the cart page lists the items and says the shop confirms the total', () => {
    fakeCartRoutes(cart);
    const { container } = renderWithShop(<CartView initialCart={cart} money={hidden} />);
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(screen.getByTestId('total-on-confirmation')).toHaveTextContent(CONFIRMATION);
    expectNoAmount(container);
  });

  it('the payment step offers cash only, with the same line where the total would be', async () => {
    fakeCartRoutes(cart, (req) => {
      if (req.path === '/api/cart/delivery-plans')
        return { status: 200, body: [planWithoutPrice({ id: 'metro-standard', label: { en: 'Standard' }, price: 350 })] };
      return undefined;
    });
    const { container } = renderWithShop(
      <CheckoutView
        initialCart={cart}
        money={hidden}
        country="Sri Lanka"
        timeZone="Asia/Colombo"
        mapTileUrl="https://tiles.test/{z}/{x}/{y}.png"
      />,
    );
    expect(await screen.findByRole('radio', { name: 'Cash' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /card/i })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('total-on-confirmation').length).toBeGreaterThan(0);
    expectNoAmount(container);
  });

  it('a card chosen before prices were hidden counts as no choice: Place Order asks for a payment method', async () => {
    const stale = { ...cart, paymentMethod: 'CARD' as const };
    const routes = fakeCartRoutes(stale, (req) => (req.path === '/api/cart/delivery-plans' ? { status: 200, body: [] } : undefined));
    renderWithShop(
      <CheckoutView
        initialCart={stale}
        money={hidden}
        country="Sri Lanka"
        timeZone="Asia/Colombo"
        mapTileUrl="https://tiles.test/{z}/{x}/{y}.png"
      />,
    );
    expect(await screen.findByRole('radio', { name: 'Cash' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Payment method should be selected')).toBeInTheDocument();
    expect(routes.changes().some((r) => r.path === '/api/cart/purchase')).toBe(false);
  });

  it('the order confirmation shows the items and the line instead of totals', () => {
    const order: Order = orderWithoutAmounts({
      id: 'o-1',
      refId: 'LL-100001',
      createdDate: '2026-11-25T04:30:00.000Z',
      status: 'PROCESSING',
      currency: 'LKR',
      total: 10350,
      subTotal: 10000,
      deliveryChargers: 350,
      tax: 0,
      totalPriceDiscounts: 0,
      selectedEstimation: null,
      cancellationReason: null,
      billingAddress: address,
      shippingAddress: address,
      paymentMethod: 'CASH',
      deliveryMethod: 'delivery',
      store: null,
      email: 'guest@example.com',
      items: [
        {
          productId: 'p-1',
          varianceKey: 'color:red',
          product: { name: { en: 'Linen Shirt' }, imageReference: 'x.jpg', variances: 'Red' },
          quantity: 2,
          unitPrice: 5000,
          itemTotal: 10000,
        },
      ],
    });
    const { container } = renderWithIntl(<OrderDetails order={order} money={{ ...hidden, hidden: false }} />);
    expect(screen.getByText('Linen Shirt')).toBeInTheDocument();
    expect(screen.getByTestId('total-on-confirmation')).toHaveTextContent(CONFIRMATION);
    expectNoAmount(container);
  });
});
