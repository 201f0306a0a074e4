import { screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { fakeCartRoutes, navigationMock, renderWithShop, resetToasts } from '@/test/cart-kit';
import { cartData, cartItemData, productData } from '@/test/fixtures/cart';
import type { MoneyDisplay } from '@/lib/cart/money';
import { CartView } from './cart-view';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

const money: MoneyDisplay = { code: 'LKR', symbol: 'Rs', hidden: false, taxDisplay: 'ADDED_AT_CHECKOUT', freeDeliveryFrom: 10000 };
const range = { minPrice: 350, maxPrice: 1200, days: { min: 1, max: 5 } };
const shirt = productData({ quantity: 5 });

afterEach(resetToasts);

function show(quantity: number, overrides: Parameters<typeof cartData>[1] = {}, display: MoneyDisplay = money) {
  const cart = cartData([cartItemData(shirt, quantity)], { tax: quantity * 500, ...overrides });
  fakeCartRoutes(cart);
  renderWithShop(<CartView initialCart={cart} money={display} delivery={range} />);
}

describe('tax in the cart', () => {
  it('says beside each line and under the lines that tax is added, and shows the tax estimate in the summary', () => {
    show(1);
    expect(within(screen.getByTestId('cart-line')).getByTestId('tax-note')).toHaveTextContent('Tax added at checkout');
    expect(screen.getByTestId('cart-tax-note')).toHaveTextContent('Prices do not include tax; it is added to your total.');
    expect(screen.getByTestId('total-tax')).toHaveTextContent(/Rs\s?500\.00/);
  });

  it('names included tax as such, so it does not read as a further charge', () => {
    show(1, {}, { ...money, taxDisplay: 'INCLUDED' });
    expect(screen.getByTestId('cart-tax-note')).toHaveTextContent('Prices include tax.');
    expect(screen.getByText('Tax (included)')).toBeInTheDocument();
    expect(screen.queryByTestId('total-tax')).toBeNull();
    expect(screen.getByTestId('total-taxIncluded')).toHaveTextContent(/Rs\s?500\.00/);
  });

  it('says nothing of tax when the merchant does not', () => {
    show(1, {}, { code: 'LKR', symbol: 'Rs', hidden: false });
    expect(screen.queryByTestId('tax-note')).toBeNull();
    expect(screen.queryByTestId('cart-tax-note')).toBeNull();
  });
});

describe('delivery in the cart before checkout', () => {
  it('estimates delivery from the plans and says how much more gives free delivery', () => {
    show(1);
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent(/^Rs\s?350\.00 – Rs\s?1,200\.00$/);
    expect(screen.getByTestId('cart-delivery')).toHaveTextContent('1 to 5 working days. You choose the delivery plan at checkout.');
    expect(screen.getByTestId('free-delivery')).toHaveTextContent(/^Add Rs\s?5,000\.00 more for free delivery\.$/);
  });

  it('counts the goods after discounts', () => {
    show(2, { totalPriceDiscounts: 500 });
    expect(screen.getByTestId('free-delivery')).toHaveTextContent(/Add Rs\s?500\.00 more/);
  });

  it('from the threshold: delivery is free and the gap is gone', () => {
    show(2);
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent('Free');
    expect(screen.getByTestId('free-delivery')).toHaveTextContent('Your order has free delivery.');
    expect(screen.queryByText(/more for free delivery/)).toBeNull();
  });

  it('leaves the charge to the totals once a plan is chosen', () => {
    show(1, {
      deliveryMethod: 'delivery',
      deliveryPlan: { id: 'metro-standard', label: { en: 'Standard' }, price: 350 },
      deliveryChargers: 350,
    });
    expect(screen.queryByTestId('delivery-estimate')).toBeNull();
    expect(screen.getByTestId('free-delivery')).toHaveTextContent(/Add Rs\s?5,000\.00 more/);
  });

  it('says nothing of delivery for a store pickup', () => {
    show(1, { deliveryMethod: 'store' });
    expect(screen.queryByTestId('cart-delivery')).toBeNull();
  });

  it('without the rule: the estimate only, no free-delivery line', () => {
    show(1, {}, { code: 'LKR', symbol: 'Rs', hidden: false });
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent(/Rs\s?350\.00 – Rs\s?1,200\.00/);
    expect(screen.getByTestId('free-delivery')).toBeEmptyDOMElement();
  });
});
