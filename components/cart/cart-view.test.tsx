import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import type { Promo } from '@/lib/api/cart-schemas';
import { fakeCartRoutes, navigationMock, renderWithShop, resetToasts } from '@/test/cart-kit';
import { cartData, cartItemData, productData, warningData } from '@/test/fixtures/cart';
import { CartView } from './cart-view';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

const money = { code: 'LKR', symbol: 'Rs', hidden: false };
const shirt = productData({ quantity: 5 });

beforeEach(() => jest.clearAllMocks());
afterEach(resetToasts);

describe('Cart page', () => {
  it('shows the empty cart page with Go to Shopping and Previous Page', async () => {
    fakeCartRoutes(null);
    renderWithShop(<CartView initialCart={null} money={money} />);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Shopping' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Previous Page' }));
    expect(navigationMock.back).toHaveBeenCalled();
  });

  it('fills the page with the loading spinner screen while the cart loads in the browser (spec §2)', async () => {
    const cart = cartData([cartItemData(shirt, 1)]);
    fakeCartRoutes(cart);
    renderWithShop(<CartView initialCart={undefined} money={money} />);
    const screenOfLoading = screen.getByRole('status', { name: 'Loading...' });
    expect(screenOfLoading).toHaveAttribute('data-testid', 'loading-screen');
    expect(screenOfLoading).toHaveTextContent('Loading...');
    expect(screenOfLoading).toHaveClass('min-h-[60vh]');
    expect(screenOfLoading.querySelector('svg')).toHaveClass('animate-spin', 'motion-reduce:animate-none');
    expect(await screen.findByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(screen.queryByTestId('loading-screen')).not.toBeInTheDocument();
  });

  it('lists items with totals and a way to checkout', () => {
    const cart = cartData([cartItemData(shirt, 2)], { deliveryChargers: 0, totalPriceDiscounts: 1000, total: 9000 });
    fakeCartRoutes(cart);
    renderWithShop(<CartView initialCart={cart} money={money} />);
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(screen.getByTestId('total-subTotal')).toHaveTextContent('Rs 10,000.00');
    expect(screen.getByTestId('total-discounts')).toHaveTextContent('− Rs 1,000.00');
    expect(screen.getByTestId('total-total')).toHaveTextContent('Rs 9,000.00');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('clamps a typed quantity to the stock and updates the item, then reloads the cart', async () => {
    const cart = cartData([cartItemData(shirt, 1)]);
    const routes = fakeCartRoutes(cart);
    renderWithShop(<CartView initialCart={cart} money={money} />);
    const input = screen.getByLabelText('Quantity');
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await waitFor(() =>
      expect(routes.changes()).toEqual([
        { method: 'PATCH', path: '/api/cart/items', body: { productId: 'p-1', varianceKey: 'color:red', quantity: 5 } },
      ]),
    );
    await waitFor(() => expect(routes.cartReads()).toBeGreaterThan(0));
  });

  it('removes an item', async () => {
    const cart = cartData([cartItemData(shirt, 1)]);
    const routes = fakeCartRoutes(cart);
    renderWithShop(<CartView initialCart={cart} money={money} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Linen Shirt' }));
    await waitFor(() =>
      expect(routes.changes()).toEqual([{ method: 'DELETE', path: '/api/cart/items?productId=p-1&variance=color%3Ared', body: undefined }]),
    );
  });
});

describe('Cart warnings', () => {
  it('offers Adjust for low stock at the top centre and sets the quantity to what is available', async () => {
    const cart = cartData([cartItemData(shirt, 4)], { warnings: { 'p-1~color:red': warningData({ availableQuantity: 2 }) } });
    const routes = fakeCartRoutes(cart);
    renderWithShop(<CartView initialCart={cart} money={money} />);
    const note = await screen.findByText('Only 2 item(s) is/are available from Linen Shirt (Red). Do you want to adjust the cart?');
    const toastEl = note.closest('[data-sonner-toast]') as HTMLElement;
    expect(toastEl.closest('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
    await userEvent.click(within(toastEl).getByRole('button', { name: 'Adjust' }));
    await waitFor(() =>
      expect(routes.changes()).toEqual([
        { method: 'PATCH', path: '/api/cart/items', body: { productId: 'p-1', varianceKey: 'color:red', quantity: 2 } },
      ]),
    );
  });

  it('offers Remove for an unavailable item and removes it', async () => {
    const cart = cartData([cartItemData(shirt, 1)], { warnings: { k: warningData({ type: 'UNAVAILABLE', availableQuantity: 0 }) } });
    const routes = fakeCartRoutes(cart);
    renderWithShop(<CartView initialCart={cart} money={money} />);
    const note = await screen.findByText('Linen Shirt (Red) is unavailable. Do you want to remove from the cart?');
    await userEvent.click(within(note.closest('[data-sonner-toast]') as HTMLElement).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(routes.changes()[0]).toMatchObject({ method: 'DELETE' }));
  });

  it('names a disabled product with its brand', async () => {
    const cart = cartData([cartItemData(shirt, 1)], { warnings: { k: warningData({ type: 'PRODUCT_DISABLED', availableQuantity: 0 }) } });
    fakeCartRoutes(cart);
    renderWithShop(<CartView initialCart={cart} money={money} />);
    expect(await screen.findByText("The item 'Linen Shirt (Acme)' seems no longer available, Remove from cart")).toBeInTheDocument();
  });
});

describe('Promo code', () => {
  const promo = (p: Partial<Promo>): Promo => ({
    code: 'SAVE10',
    status: 'active',
    reason: null,
    discountType: 'PERCENTAGE',
    discountValue: 10,
    minTotal: null,
    minCount: null,
    ...p,
  });

  it('leaves the delivery charge to be chosen, instead of showing it free, until a plan is set', () => {
    const cart = cartData([cartItemData(shirt, 1)], { deliveryMethod: 'delivery', deliveryPlan: null, deliveryChargers: 0 });
    fakeCartRoutes(cart);
    renderWithShop(<CartView initialCart={cart} money={money} />);
    expect(screen.getByTestId('total-deliveryCharges')).toHaveTextContent('Choose a delivery plan');
    expect(screen.getByTestId('total-deliveryCharges')).not.toHaveTextContent('Rs');
  });

  it('names the code its Remove button takes off', async () => {
    const cart = cartData([cartItemData(shirt, 1)], { promo: promo({}) });
    const routes = fakeCartRoutes(cart);
    renderWithShop(<CartView initialCart={cart} money={money} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove promo code SAVE10' }));
    await waitFor(() => expect(routes.changes()).toEqual([{ method: 'POST', path: '/api/cart/set/promoCode', body: { promoCode: '' } }]));
  });

  /** A one-item cart whose promo route applies SAVE10. */
  function cartTakingSave10() {
    const cart = cartData([cartItemData(shirt, 1)]);
    const routes = fakeCartRoutes(cart, (r) => {
      if (r.path === '/api/cart/set/promoCode') routes.state.cart = { ...cart, promo: promo({}) };
      return undefined;
    });
    return { cart, routes };
  }

  it('sends a code and shows it applied', async () => {
    const { cart, routes } = cartTakingSave10();
    renderWithShop(<CartView initialCart={cart} money={money} />);
    await userEvent.type(screen.getByLabelText('Promo code'), 'SAVE10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code SAVE10 applied')).toBeInTheDocument();
    expect(routes.changes()).toEqual([{ method: 'POST', path: '/api/cart/set/promoCode', body: { promoCode: 'SAVE10' } }]);
  });

  it('keeps a code the shopper types while the previous one is being applied', async () => {
    const { cart } = cartTakingSave10();
    const answer = global.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    global.fetch = (async (input: string, init?: RequestInit) => {
      if (input === '/api/cart/set/promoCode') await held;
      return answer(input, init);
    }) as unknown as typeof fetch;
    renderWithShop(<CartView initialCart={cart} money={money} />);
    const field = screen.getByLabelText('Promo code');
    await userEvent.type(field, 'SAVE10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await userEvent.clear(field);
    await userEvent.type(field, 'BULKBUY');
    await act(async () => release());
    expect(await screen.findByText('Promo code SAVE10 applied')).toBeInTheDocument();
    expect(field).toHaveValue('BULKBUY');
  });

  it('clears the field once its code is applied', async () => {
    const { cart } = cartTakingSave10();
    renderWithShop(<CartView initialCart={cart} money={money} />);
    await userEvent.type(screen.getByLabelText('Promo code'), 'SAVE10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code SAVE10 applied')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Promo code')).toHaveValue(''));
  });

  it('refuses a malformed code before sending it', async () => {
    const cart = cartData([cartItemData(shirt, 1)]);
    const routes = fakeCartRoutes(cart);
    renderWithShop(<CartView initialCart={cart} money={money} />);
    await userEvent.type(screen.getByLabelText('Promo code'), 'no way!');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Invalid code')).toBeInTheDocument();
    expect(routes.changes()).toEqual([]);
  });

  it.each([
    [promo({ status: 'inactive', reason: 'INVALID' }), 'Invalid Promo code.'],
    [promo({ status: 'expired', reason: 'EXPIRED' }), 'Sorry, this promo code has expired.'],
    [
      promo({ status: 'inactive', reason: 'MIN_SUB_TOTAL', minTotal: 20000 }),
      'Order sub total should be at least Rs 20,000.00 to use this code',
    ],
    [promo({ status: 'inactive', reason: 'MIN_QUANTITY', minCount: 3 }), 'Total quantity should be at least 3 to use this code'],
    [
      promo({ status: 'inactive', reason: 'MIN_RELATED_SUB_TOTAL', minTotal: 5000 }),
      'Sub total of the related items should be at least Rs 5,000.00 to use this code',
    ],
    [
      promo({ status: 'inactive', reason: 'MIN_RELATED_QUANTITY', minCount: 2 }),
      'Quantity of the related items should be at least 2 to use this code',
    ],
    [promo({ status: 'inactive', reason: 'PRODUCT_NOT_AVAILABLE' }), 'Specific product selection not available'],
    [promo({ status: 'inactive', reason: 'ALREADY_USED' }), 'Entered promo code has already been used'],
    [promo({ status: 'inactive', reason: 'REGISTERED_ONLY' }), 'You must be a registered customer to use this code'],
    [promo({ status: 'inactive', reason: 'MAX_CLAIMS' }), 'Reached maximum number of claims for this code.'],
  ])('tells the shopper why a code does not apply: %#', (p, text) => {
    const cart = cartData([cartItemData(shirt, 1)], { promo: p });
    fakeCartRoutes(cart);
    renderWithShop(<CartView initialCart={cart} money={money} />);
    expect(screen.getByRole('status', { name: '' })).toBeDefined();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('Refused promo codes', () => {
  it('shows the refusal the API gives in the shopper language and keeps the cart as it was', async () => {
    const cart = cartData([cartItemData(shirt, 1)]);
    fakeCartRoutes(cart, (r) =>
      r.path === '/api/cart/set/promoCode'
        ? { status: 400, body: { code: 'E4000', message: 'Sorry, this promo code has expired.' } }
        : undefined,
    );
    renderWithShop(<CartView initialCart={cart} money={money} />);
    await userEvent.type(screen.getByLabelText('Promo code'), 'SUMMER2020');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Sorry, this promo code has expired.')).toBeInTheDocument();
    // The refused code stays in the field, to be corrected.
    expect(screen.getByLabelText('Promo code')).toHaveValue('SUMMER2020');
  });
});

describe('How long cart warnings stay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes the unavailable warning after 5000 ms and keeps the low-stock one until the shopper acts', async () => {
    const other = productData({ id: 'p-2', name: { en: 'Canvas Bag' } });
    const cart = cartData([cartItemData(shirt, 3), cartItemData(other, 1)], {
      warnings: {
        a: warningData({ availableQuantity: 2 }),
        b: warningData({ type: 'UNAVAILABLE', availableQuantity: 0, productId: 'p-2', productName: { en: 'Canvas Bag' } }),
      },
    });
    fakeCartRoutes(cart);
    renderWithShop(<CartView initialCart={cart} money={money} />);
    expect(await screen.findByText(/Canvas Bag \(Red\) is unavailable/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4500));
    expect(screen.getByText(/Canvas Bag \(Red\) is unavailable/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1500));
    await waitFor(() => expect(screen.queryByText(/Canvas Bag \(Red\) is unavailable/)).not.toBeInTheDocument());
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByText(/Only 2 item\(s\) is\/are available from Linen Shirt/)).toBeInTheDocument();
  });
});
