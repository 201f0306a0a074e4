import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import type { Cart } from '@/lib/api/cart-schemas';
import { continueShipping } from '@/test/actions/checkout';
import { fakeCartRoutes, fillAndSaveAddress, navigationMock, renderWithShop, resetToasts, type SentRequest } from '@/test/cart-kit';
import { cartData, cartItemData, checkoutAddress, checkoutCities, checkoutCountry, checkoutMoney, productData } from '@/test/fixtures/cart';
import en from '@/messages/en.json';
import { CheckoutView } from './checkout-view';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

const money = checkoutMoney;
const country = checkoutCountry;
const cities = checkoutCities;
const address = checkoutAddress;

const openEveryDay = {
  openHours: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, isOpen: true, start: '09:00', end: '18:00' })),
  exceptions: [],
};

/** The cart routes with the places the address form asks for; cart changes are applied to `state.cart`. */
function checkoutRoutes(cart: Cart, apply: (req: SentRequest, cart: Cart) => Cart | { status: number; body: unknown } = (_r, c) => c) {
  const routes = fakeCartRoutes(cart, (req) => {
    if (req.path.startsWith('/api/places?country')) return { status: 200, body: country };
    if (req.path.startsWith('/api/places?districtId')) return { status: 200, body: cities };
    if (req.path === '/api/cart/delivery-plans')
      return { status: 200, body: [{ id: 'metro-standard', label: { en: 'Standard' }, price: 350 }] };
    if (req.path === '/api/cart/delivery-schedule') return { status: 200, body: { schedule: openEveryDay, timeZone: 'Asia/Colombo' } };
    if (req.method === 'GET') return undefined;
    const next = apply(req, routes.state.cart ?? cart);
    if ('status' in next && 'body' in next) return next;
    routes.state.cart = next as Cart;
    return { status: 200, body: next };
  });
  return routes;
}

/** Holds every request to `path` until `release()`: a save still under way, as over a slow network. */
function holdRequests(path: string) {
  const answer = global.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent = 0;
  global.fetch = (async (input: string, init?: RequestInit) => {
    if (input === path) {
      sent += 1;
      await held;
    }
    return answer(input, init);
  }) as typeof fetch;
  return { release, sent: () => sent };
}

/** Holds the cart's reload that follows the address save until `release()`, which it returns. */
function holdCartReloadAfterAddressSave(routes: ReturnType<typeof checkoutRoutes>) {
  const answer = global.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  global.fetch = jest.fn(async (input: string, init?: { method?: string }) => {
    const saved = routes.changes().some((r) => r.path === '/api/cart/set/shipping-address');
    if (saved && (init?.method ?? 'GET') === 'GET' && input === '/api/cart') await held;
    return answer(input, init as RequestInit);
  }) as unknown as typeof fetch;
  return release;
}

const view = (cart: Cart) => (
  <CheckoutView
    initialCart={cart}
    money={money}
    country="Sri Lanka"
    timeZone="Asia/Colombo"
    mapTileUrl="https://tiles.test/{z}/{x}/{y}.png"
  />
);
const items = [cartItemData(productData(), 2)];

beforeEach(() => jest.clearAllMocks());
afterEach(resetToasts);

describe('Checkout: account details', () => {
  it('refuses an invalid email with "*Email is invalid" and the mandatory-fields notice', async () => {
    const routes = checkoutRoutes(cartData(items));
    renderWithShop(view(cartData(items)));
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(await screen.findByText('*Email is invalid')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill the mandatory fields');
    expect(routes.changes()).toEqual([]);
  });

  it('asks for the mandatory fields when the email is left empty, without calling it invalid', async () => {
    const routes = checkoutRoutes(cartData(items));
    renderWithShop(view(cartData(items)));
    await userEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Please fill the mandatory fields');
    expect(screen.queryByText('*Email is invalid')).toBeNull();
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please fill the mandatory fields');
    expect(routes.changes()).toEqual([]);
  });

  it('lets a guest continue by email, and offers Sign in beside it', async () => {
    const routes = checkoutRoutes(cartData(items), (req, c) => ({ ...c, email: (req.body as { email: string }).email }));
    renderWithShop(view(cartData(items)));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?callbackUrl=%2Fcheckout');
    await userEvent.type(screen.getByLabelText(/Email/), 'guest@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    await waitFor(() =>
      expect(routes.changes()[0]).toEqual({ method: 'POST', path: '/api/cart/set/email', body: { email: 'guest@example.com' } }),
    );
    expect(await screen.findByRole('radio', { name: 'Delivery' })).toBeInTheDocument();
  });
});

describe('Checkout: shipping details', () => {
  const withEmail = cartData(items, { email: 'guest@example.com', deliveryMethod: 'delivery' });

  it('marks every missing address field with its own spec message when Continue is pressed, focus on the first', async () => {
    const routes = checkoutRoutes(withEmail);
    renderWithShop(view(withEmail));
    const form = (await screen.findByRole('group', { name: 'Shipping Address' })).closest('form') as HTMLFormElement;
    await userEvent.clear(within(form).getByLabelText(/Country/));
    // One Continue for the step: the form has no Save of its own, and nothing is sent.
    expect(within(form).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    for (const text of [
      'First name cannot be empty',
      'Last name cannot be empty',
      'Address Line 1 cannot be empty',
      'City/Province/District should be selected',
      'Postal Code cannot be empty',
      'Country should not be empty',
      'Contact number cannot be empty',
    ]) {
      expect(await within(form).findByText(text)).toBeInTheDocument();
    }
    expect(within(form).getByRole('alert')).toHaveTextContent('Please fill the mandatory fields');
    // spec §5: the three place selects share one message.
    expect(within(form).getAllByText('City/Province/District should be selected')).toHaveLength(1);
    for (const label of [/^Province/, /^District/, /^City/]) {
      expect(within(form).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(within(form).getByLabelText(label)).toHaveAccessibleDescription('City/Province/District should be selected');
    }
    const first = within(form).getByLabelText(/First Name/);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First name cannot be empty');
    expect(first).toHaveFocus();
    expect(routes.changes().filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('saves the address with Continue and goes on to payment when the plan is already chosen', async () => {
    const planned = {
      ...withEmail,
      shippingAddress: address,
      deliveryPlan: { id: 'metro-standard', label: { en: 'Standard' }, price: 350 },
    };
    const routes = checkoutRoutes(planned, (req, c) =>
      req.path === '/api/cart/set/shipping-address' ? { ...c, shippingAddress: { ...address, addressLine1: '7 Lake Rd' } } : c,
    );
    renderWithShop(view(planned));
    const shipping = screen.getByRole('heading', { name: /Shipping Details/ }).closest('section') as HTMLElement;
    await userEvent.click(within(shipping).getByRole('button', { name: /^Change/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^Change\s*: Shipping Address$/ }));
    const line1 = await screen.findByLabelText(/Address Line 1/);
    await userEvent.clear(line1);
    await userEvent.type(line1, '7 Lake Rd');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(
        routes
          .changes()
          .filter((r) => r.method === 'POST')
          .map((r) => r.path),
      ).toEqual(['/api/cart/set/shipping-address']),
    );
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
  }, 20_000);

  it('tells an invalid postal code and contact number', async () => {
    checkoutRoutes(withEmail);
    renderWithShop(view(withEmail));
    await userEvent.type(await screen.findByLabelText(/Postal Code/), '12a');
    await userEvent.type(screen.getByLabelText(/Contact Number/), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Postal code is invalid')).toBeInTheDocument();
    expect(screen.getByText('Contact number is invalid')).toBeInTheDocument();
  });

  it('saves a complete address picked through province, district and city, then offers the plans', async () => {
    const routes = checkoutRoutes(withEmail, (req, c) =>
      req.path === '/api/cart/set/shipping-address' ? { ...c, shippingAddress: address } : c,
    );
    renderWithShop(view(withEmail));
    await fillAndSaveAddress({ addressLine1: '12 Flower Rd', contactNumber: '+94 77 123 4567' });
    await waitFor(() => expect(routes.changes().find((r) => r.path === '/api/cart/set/shipping-address')?.body).toEqual(address));
    expect(await screen.findByRole('radio', { name: /Standard/ })).toBeInTheDocument();
  });

  it('puts focus on the first plan after the first address is saved, when the plans came before the cart reloaded', async () => {
    const routes = checkoutRoutes(withEmail, (req, c) =>
      req.path === '/api/cart/set/shipping-address' ? { ...c, shippingAddress: address } : c,
    );
    // The cart's reload after the save waits until the plans are on the page.
    const release = holdCartReloadAfterAddressSave(routes);
    renderWithShop(view(withEmail));
    await fillAndSaveAddress({ addressLine1: '12 Flower Rd', contactNumber: '+94 77 123 4567' });
    const standard = await screen.findByRole('radio', { name: /Standard/ });
    release();
    await waitFor(() => expect(standard).toHaveFocus());
  });

  it('keeps the form a Change opened while the cart still reloads after the first address was saved', async () => {
    const routes = checkoutRoutes(withEmail, (req, c) =>
      req.path === '/api/cart/set/shipping-address' ? { ...c, shippingAddress: address } : c,
    );
    // The cart's reload after the save waits until released: the saved address shows before it ends.
    const release = holdCartReloadAfterAddressSave(routes);
    renderWithShop(view(withEmail));
    await fillAndSaveAddress({ addressLine1: '12 Flower Rd', contactNumber: '+94 77 123 4567' });
    await userEvent.click(await screen.findByRole('button', { name: /^Change\s*: Shipping Address$/ }));
    expect(await screen.findByRole('group', { name: 'Shipping Address' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(routes.cartReads()).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('group', { name: 'Shipping Address' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Address Line 1/)).toHaveValue('12 Flower Rd');
  });

  it('goes on to payment when Continue is pressed while the plan just picked still saves', async () => {
    const plan = { id: 'metro-standard', label: { en: 'Standard' }, price: 350 };
    const cart = { ...withEmail, shippingAddress: address };
    checkoutRoutes(cart, (req, c) => (req.path === '/api/cart/set/delivery-plan' ? { ...c, deliveryPlan: plan } : c));
    const save = holdRequests('/api/cart/set/delivery-plan');
    renderWithShop(view(cart));
    await userEvent.click(await screen.findByRole('radio', { name: /Standard/ }));
    await waitFor(() => expect(save.sent()).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByText('Please fill the mandatory fields')).toBeNull();
    save.release();
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    expect(screen.queryByText('Please fill the mandatory fields')).toBeNull();
  });

  it('asks for the delivery hours with the plans, and holds the date fields in place while they load', async () => {
    const plan = { id: 'metro-standard', label: { en: 'Standard' }, price: 350 };
    const cart = { ...withEmail, shippingAddress: address };
    checkoutRoutes(cart, (req, c) => (req.path === '/api/cart/set/delivery-plan' ? { ...c, deliveryPlan: plan } : c));
    const hours = holdRequests('/api/cart/delivery-schedule');
    renderWithShop(view(cart));
    await userEvent.click(await screen.findByRole('radio', { name: /Standard/ }));
    // Asked before a plan was chosen, once; the fields a plan opens stand in place, disabled, until the hours come.
    expect(hours.sent()).toBe(1);
    const due = await screen.findByRole('group', { name: 'Delivery date and time' });
    expect(within(due).getByRole('combobox', { name: /Date/ })).toBeDisabled();
    expect(within(due).getByRole('combobox', { name: /Time/ })).toBeDisabled();
    hours.release();
    await waitFor(() => expect(within(due).getByRole('combobox', { name: /Date/ })).toBeEnabled());
    expect(within(due).getAllByRole('combobox')).toHaveLength(2);
    expect(hours.sent()).toBe(1);
  });

  it('marks the delivery method group when Continue finds none, and drops the notice once one is chosen', async () => {
    const cart = cartData(items, { email: 'guest@example.com', deliveryMethod: 'none' });
    checkoutRoutes(cart, (req, c) => (req.path === '/api/cart/set/delivery-method' ? { ...c, deliveryMethod: 'store' } : c));
    renderWithShop(view(cart));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const group = screen.getByRole('radiogroup', { name: 'Delivery method' });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(group).toHaveAccessibleDescription('Delivery method should be selected');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill the mandatory fields');
    await userEvent.click(screen.getByRole('radio', { name: 'Store Pickup' }));
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please fill the mandatory fields')).toBeNull();
  });

  it('says why the API refused the step its Continue posted, until the next choice', async () => {
    const plan = { id: 'metro-standard', label: { en: 'Standard' }, price: 350 };
    const cart = { ...withEmail, shippingAddress: address };
    checkoutRoutes(cart, (req, c) => (req.path === '/api/cart/set/delivery-plan' ? { ...c, deliveryPlan: plan } : c));
    continueShipping.mockResolvedValueOnce({ ok: true, value: { cart, refused: 'This delivery plan is not available for your area' } });
    renderWithShop(view(cart));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(en.errors.deliveryPlanNotAvailable)).toHaveAttribute('role', 'alert');
    await userEvent.click(await screen.findByRole('radio', { name: /Standard/ }));
    expect(screen.queryByText(en.errors.deliveryPlanNotAvailable)).toBeNull();
  });

  it('asks for the mandatory fields before moving on without a delivery plan', async () => {
    const cart = { ...withEmail, shippingAddress: address };
    checkoutRoutes(cart);
    renderWithShop(view(cart));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please fill the mandatory fields')).toBeInTheDocument();
  });
});

describe('Checkout: payment and billing', () => {
  const ready = cartData(items, {
    email: 'guest@example.com',
    deliveryMethod: 'delivery',
    shippingAddress: address,
    deliveryPlan: { id: 'metro-standard', label: { en: 'Standard' }, price: 350 },
  });

  it('places a cash order and opens the order page', async () => {
    const cash = { ...ready, paymentMethod: 'CASH' as const };
    checkoutRoutes(cash, (req, c) =>
      req.path === '/api/cart/purchase' ? { status: 200, body: { kind: 'ORDER_PLACED', orderId: 'ord_1', refId: 'LL-100001' } } : c,
    );
    renderWithShop(view(cash));
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(navigationMock.push).toHaveBeenCalledWith('/order/view/ord_1?placed=1'));
  });

  it('moves on when Continue is pressed straight from the note field, whose save that press starts', async () => {
    const routes = checkoutRoutes(ready, (req, c) =>
      req.path === '/api/cart/set/additional-info' ? { ...c, additionalInfo: (req.body as { additionalInfo: string }).additionalInfo } : c,
    );
    // The note's save stays under way while the button is pressed, as over a real network.
    const answer = global.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let noteSent = false;
    global.fetch = (async (input: string, init?: RequestInit) => {
      if (input === '/api/cart/set/additional-info') {
        noteSent = true;
        await held;
      }
      return answer(input, init);
    }) as typeof fetch;
    const user = userEvent.setup();
    renderWithShop(view(ready));
    const shipping = screen.getByRole('heading', { name: /Shipping Details/ }).closest('section') as HTMLElement;
    await user.click(within(shipping).getByRole('button', { name: /^Change/ }));
    await user.type(await screen.findByLabelText('Additional information'), 'Ring twice');
    const next = screen.getByRole('button', { name: 'Continue' });
    await user.pointer({ keys: '[MouseLeft>]', target: next });
    await waitFor(() => expect(noteSent).toBe(true));
    await user.pointer({ keys: '[/MouseLeft]', target: next });
    release();
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    await waitFor(() =>
      expect(routes.changes()).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/cart/set/additional-info', body: { additionalInfo: 'Ring twice' } }),
      ),
    );
  });

  it('names what the API still misses when it refuses the order', async () => {
    const cash = { ...ready, paymentMethod: 'CASH' as const };
    checkoutRoutes(cash, (req, c) =>
      req.path === '/api/cart/purchase'
        ? {
            status: 409,
            body: { code: 'CART_NOT_READY', message: 'Please fill the mandatory fields', missing: ['deliveryArea'], warnings: {} },
          }
        : c,
    );
    renderWithShop(view(cash));
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Deliveries are not available for your area')).toBeInTheDocument();
    expect(navigationMock.push).not.toHaveBeenCalled();
  });

  it('shows the refusal of a promo code already used, which only the purchase tells', async () => {
    const cash = { ...ready, paymentMethod: 'CASH' as const };
    checkoutRoutes(cash, (req, c) =>
      req.path === '/api/cart/purchase' ? { status: 409, body: { code: 'E4090', message: 'Entered promo code has already been used' } } : c,
    );
    renderWithShop(view(cash));
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Entered promo code has already been used')).toHaveAttribute('role', 'alert');
    expect(navigationMock.push).not.toHaveBeenCalled();
  });

  it('places the order when Place Order is pressed while the payment method just chosen still saves', async () => {
    checkoutRoutes(ready, (req, c) => {
      if (req.path === '/api/cart/set/payment-method') return { ...c, paymentMethod: 'CASH' };
      if (req.path === '/api/cart/purchase') return { status: 200, body: { kind: 'ORDER_PLACED', orderId: 'ord_2', refId: 'LL-100002' } };
      return c;
    });
    const save = holdRequests('/api/cart/set/payment-method');
    renderWithShop(view(ready));
    await userEvent.click(await screen.findByRole('radio', { name: 'Cash' }));
    await waitFor(() => expect(save.sent()).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(navigationMock.push).not.toHaveBeenCalled();
    save.release();
    await waitFor(() => expect(navigationMock.push).toHaveBeenCalledWith('/order/view/ord_2?placed=1'));
    expect(screen.queryByText('Please fill the mandatory fields')).toBeNull();
  });

  it('asks for a payment method first, marking its group until one is chosen', async () => {
    const routes = checkoutRoutes(ready, (req, c) => (req.path === '/api/cart/set/payment-method' ? { ...c, paymentMethod: 'CASH' } : c));
    renderWithShop(view(ready));
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please fill the mandatory fields')).toBeInTheDocument();
    expect(routes.changes()).toEqual([]);
    const group = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(group).toHaveAccessibleDescription('Payment method should be selected');
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please fill the mandatory fields')).toBeNull();
  });

  it('takes its own billing address when it is not the shipping one', async () => {
    const routes = checkoutRoutes(ready, (req, c) =>
      req.path.endsWith('is-billing-same-as-shipping') ? { ...c, isBillingSameAsShipping: false } : c,
    );
    renderWithShop(view(ready));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Billing address is the same as shipping address' }));
    expect(await screen.findByRole('group', { name: 'Billing Address' })).toBeInTheDocument();
    expect(routes.changes().filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/cart/set/is-billing-same-as-shipping', body: { isBillingSameAsShipping: false } },
    ]);
  });
});
