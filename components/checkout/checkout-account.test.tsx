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
  id, userId: 'u1', firstName: 'Nimal', lastName: 'Perera', addressLine1: line1, addressLine2: '', province: 'Western', district: 'Colombo',
  city: 'Colombo 07', cityId: 'c-7', postalCode: '00700', country: 'Sri Lanka', contactNumber: '+94771234567', geoCoordinates: null,
});
const account: Profile = {
  userName: 'nimal@example.com', merchantId: 'm', name: 'Nimal Perera', email: 'nimal@example.com', birthday: null, gender: null, phone: '', wishList: [],
  addresses: [saved('addr_home', '12 Flower Rd'), saved('addr_office', '4 Hill Street')], defaultBillingAddress: 'addr_home', defaultShippingAddress: 'addr_office',
  emailVerified: true, consumerProfileEmailVerified: true,
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
    if (req.path === '/api/cart/set/shipping-address') kept.state.cart = { ...cart, shippingAddress: body as unknown as Cart['shippingAddress'] };
    return { status: 200, body: kept.state.cart };
  });
  return kept;
}

const view = (cart: Cart) => <CheckoutView initialCart={cart} money={money} country="Sri Lanka" timeZone="Asia/Colombo" mapTileUrl="https://tiles.test/{z}/{x}/{y}.png" account={account} />;

afterEach(resetToasts);

describe('Checkout for a signed-in customer', () => {
  it('skips the email step: the profile’s email goes on the cart', async () => {
    const sent = routes(cartData(items));
    renderWithShop(view(cartData(items)));
    expect(screen.getByText('Signed in as nimal@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).not.toBeInTheDocument();
    await waitFor(() => expect(sent.sent.filter((r) => r.method !== 'GET')).toEqual([{ method: 'POST', path: '/api/cart/set/email', body: { email: 'nimal@example.com' } }]));
    expect(await screen.findByRole('radio', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
  });

  it('offers the saved addresses, the default shipping one first, and delivers to the one picked', async () => {
    const cart = cartData(items, { email: 'nimal@example.com', deliveryMethod: 'delivery' });
    const sent = routes(cart);
    renderWithShop(view(cart));
    const picks = await screen.findAllByRole('button', { name: 'Deliver to this address' });
    expect(picks).toHaveLength(2);
    expect(screen.getAllByTestId('address-summary')[0]).toHaveTextContent('4 Hill Street');
    await userEvent.click(picks[1] as HTMLElement);
    await waitFor(() => expect(sent.changes().map((r) => r.path)).toContain('/api/cart/set/shipping-address'));
    const body = sent.changes().find((r) => r.path === '/api/cart/set/shipping-address')?.body;
    expect(body).toMatchObject({ addressLine1: '12 Flower Rd', cityId: 'c-7' });
    expect(body).not.toHaveProperty('id');
    expect(sent.changes().map((r) => r.path)).not.toContain('/api/profile/addresses');
  });

  it('saves a new address to the profile as well as to the cart', async () => {
    const cart = cartData(items, { email: 'nimal@example.com', deliveryMethod: 'delivery' });
    const sent = routes(cart);
    renderWithShop(view(cart));
    await fillAndSaveAddress({ addressLine1: '9 Lake Road', contactNumber: '0771234567' });
    const posts = () => sent.sent.filter((r) => r.method !== 'GET');
    await waitFor(() => expect(posts().map((r) => r.path)).toEqual(['/api/cart/set/shipping-address', '/api/profile/addresses']));
    expect(posts()[1]?.body).toMatchObject({ addressLine1: '9 Lake Road', cityId: 'c-7' });
  });
});
