import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import type { Cart } from '@/lib/api/cart-schemas';
import type { Profile, SavedAddress } from '@/lib/api/profile-schemas';
import { fakeCartRoutes, fillAndSaveAddress, navigationMock, renderWithShop, resetToasts } from '@/test/cart-kit';
import { cartData, cartItemData, checkoutCities, checkoutCountry, checkoutMoney, productData } from '@/test/fixtures/cart';
import { CheckoutView } from './checkout-view';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

const money = checkoutMoney;
const country = checkoutCountry;
const cities = checkoutCities;
const saved = (id: string, line1: string): SavedAddress => ({
  id,
  userId: 'u1',
  firstName: 'Nimal',
  lastName: 'Perera',
  addressLine1: line1,
  addressLine2: '',
  province: 'Western',
  district: 'Colombo',
  city: 'Colombo 07',
  cityId: 'c-7',
  postalCode: '00700',
  country: 'Sri Lanka',
  contactNumber: '+94771234567',
  geoCoordinates: null,
});
const account: Profile = {
  userName: 'nimal@example.com',
  merchantId: 'm',
  name: 'Nimal Perera',
  email: 'nimal@example.com',
  birthday: null,
  gender: null,
  phone: '',
  wishList: [],
  addresses: [saved('addr_home', '12 Flower Rd'), saved('addr_office', '4 Hill Street')],
  defaultBillingAddress: 'addr_home',
  defaultShippingAddress: 'addr_office',
  emailVerified: true,
  consumerProfileEmailVerified: true,
};
const items = [cartItemData(productData(), 1)];

/** Cart changes are applied to the kept cart; places and the profile answer as the routes would. */
function routes(initial: Cart) {
  const kept = fakeCartRoutes(initial, (req) => {
    if (req.path.startsWith('/api/places?country')) return { status: 200, body: country };
    if (req.path.startsWith('/api/places?districtId')) return { status: 200, body: cities };
    if (req.path === '/api/profile') return { status: 200, body: account };
    if (req.path === '/api/cart/delivery-plans') return { status: 200, body: [] };
    if (req.path === '/api/profile/addresses') return { status: 200, body: { ...(req.body as object), id: 'addr_new', userId: 'u1' } };
    if (req.method === 'GET') return undefined;
    const cart = kept.state.cart ?? initial;
    const body = req.body as Record<string, unknown>;
    if (req.path === '/api/cart/set/email') kept.state.cart = { ...cart, email: body.email as string };
    if (req.path === '/api/cart/set/delivery-method')
      kept.state.cart = { ...cart, deliveryMethod: body.deliveryMethod as Cart['deliveryMethod'] };
    if (req.path === '/api/cart/set/shipping-address')
      kept.state.cart = { ...cart, shippingAddress: body as unknown as Cart['shippingAddress'] };
    return { status: 200, body: kept.state.cart };
  });
  return kept;
}

const view = (cart: Cart, customer: Profile = account) => (
  <CheckoutView
    initialCart={cart}
    money={money}
    country="Sri Lanka"
    timeZone="Asia/Colombo"
    mapTileUrl="https://tiles.test/{z}/{x}/{y}.png"
    account={customer}
  />
);
/** A customer with saved addresses but no default shipping one: nothing is preselected. */
const noDefault: Profile = { ...account, defaultShippingAddress: null };

afterEach(resetToasts);

describe('Checkout for a signed-in customer', () => {
  it('skips the email step and starts with Delivery to the default shipping address; Change is one tap away', async () => {
    const sent = routes(cartData(items));
    renderWithShop(view(cartData(items)));
    expect(screen.getByText('Signed in as nimal@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        sent
          .changes()
          .filter((r) => r.method === 'POST')
          .map((r) => r.path),
      ).toEqual(['/api/cart/set/email', '/api/cart/set/delivery-method', '/api/cart/set/shipping-address']),
    );
    const posts = sent.changes().filter((r) => r.method === 'POST');
    expect(posts[0]?.body).toEqual({ email: 'nimal@example.com' });
    expect(posts[1]?.body).toEqual({ deliveryMethod: 'delivery' });
    expect(posts[2]?.body).toMatchObject({ addressLine1: '4 Hill Street', cityId: 'c-7' });
    expect(await screen.findByRole('radio', { name: 'Delivery' })).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('address-summary')).toHaveTextContent('4 Hill Street'));
    // No empty form in the way; another saved address or a new one is one tap away.
    expect(screen.queryByRole('group', { name: 'Shipping Address' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Change\s*: Shipping Address$/ }));
    expect(screen.getAllByRole('button', { name: 'Deliver to this address' })).toHaveLength(2);
    expect(screen.queryByRole('group', { name: 'Shipping Address' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    expect(await screen.findByRole('group', { name: 'Shipping Address' })).toBeInTheDocument();
  });

  it('leaves a cart that already has store pickup as it is', async () => {
    const cart = cartData(items, { email: 'nimal@example.com', deliveryMethod: 'store' });
    const sent = routes(cart);
    renderWithShop(view(cart));
    expect(await screen.findByRole('radio', { name: 'Store Pickup' })).toBeChecked();
    expect(sent.changes().filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('offers the saved addresses, the default shipping one first, and delivers to the one picked', async () => {
    const cart = cartData(items, { email: 'nimal@example.com', deliveryMethod: 'delivery' });
    const sent = routes(cart);
    renderWithShop(view(cart));
    await userEvent.click(await screen.findByRole('button', { name: /^Change\s*: Shipping Address$/ }));
    const picks = await screen.findAllByRole('button', { name: 'Deliver to this address' });
    expect(picks).toHaveLength(2);
    expect(screen.getAllByTestId('address-summary')[0]).toHaveTextContent('4 Hill Street');
    await userEvent.click(picks[1] as HTMLElement);
    const addressSaves = () => sent.changes().filter((r) => r.path === '/api/cart/set/shipping-address');
    await waitFor(() => expect(addressSaves()).toHaveLength(2));
    const body = addressSaves()[1]?.body;
    expect(body).toMatchObject({ addressLine1: '12 Flower Rd', cityId: 'c-7' });
    expect(body).not.toHaveProperty('id');
    expect(sent.changes().map((r) => r.path)).not.toContain('/api/profile/addresses');
  });

  it('opens the new-address form only when asked, and saves a new address to the profile as well as to the cart', async () => {
    const cart = cartData(items, { email: 'nimal@example.com', deliveryMethod: 'delivery' });
    const sent = routes(cart);
    renderWithShop(view(cart, noDefault));
    expect(await screen.findAllByRole('button', { name: 'Deliver to this address' })).toHaveLength(2);
    expect(screen.queryByRole('group', { name: 'Shipping Address' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    await fillAndSaveAddress({ addressLine1: '9 Lake Road', contactNumber: '0771234567' });
    const posts = () => sent.sent.filter((r) => r.method !== 'GET');
    await waitFor(() => expect(posts().map((r) => r.path)).toEqual(['/api/cart/set/shipping-address', '/api/profile/addresses']));
    expect(posts()[1]?.body).toMatchObject({ addressLine1: '9 Lake Road', cityId: 'c-7' });
  });
});
