import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { CartView } from '@/components/cart/cart-view';
import { HeaderCart } from '@/components/cart/header-cart';
import { HeaderActions } from '@/components/layout/header-actions';
import { LocationSelector } from '@/components/layout/location-selector';
import { StoreLocationProvider } from '@/components/store-location/store-location-provider';
import { HeaderWishListLink } from '@/components/wishlist/header-wish-list-link';
import { WishListButton } from '@/components/wishlist/wish-list-button';
import { queryKeys } from '@/lib/queries/keys';
import { ShopperSessionSeed } from '@/lib/queries/use-shopper-session';
import en from '@/messages/en.json';
import { sentPreferenceForms } from '@/test/actions/preferences';
import { heldList, keysOf } from '@/test/actions/wishlist';
import { fakeCartRoutes, navigationMock, renderWithShop, resetToasts } from '@/test/cart-kit';
import { cartData, cartItemData, productData } from '@/test/fixtures/cart';
// jsdom's `<dialog>` has no showModal(): the shell kit fills it in.
import '@/test/shell';
import { Providers } from './providers';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

const money = { code: 'LKR', symbol: 'Rs', hidden: false };
const colombo = {
  id: 'loc-colombo',
  name: 'Colombo',
  addressLine1: '1 Galle Road',
  city: 'Colombo 03',
  province: 'Western',
  contactNumbers: [],
};
const kandy = { ...colombo, id: 'loc-kandy', name: 'Kandy' };
const shirt = productData({ quantity: 5 });
/** Long enough for a read that was going to start to have started. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  resetToasts();
  window.sessionStorage.clear();
});

describe('React Query, the one client store of the shopper’s state', () => {
  it('shows the cart the server read for the page in the header without asking for it, and the page’s change in the count', async () => {
    const cart = cartData([cartItemData(shirt, 2)]);
    const routes = fakeCartRoutes(cart);
    // The header renders before the page, as in the shell: the page's seed still reaches it.
    const { client } = renderWithShop(
      <>
        <HeaderCart money={money} variant="link" />
        <CartView initialCart={cart} money={money} />
      </>,
    );
    expect(screen.getByRole('link', { name: '2 items in cart' })).toBeInTheDocument();
    await settle();
    expect(routes.sent).toEqual([]);

    routes.state.cart = null;
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Linen Shirt' }));
    expect(await screen.findByRole('link', { name: 'Cart is empty' })).toBeInTheDocument();
    expect(client.getQueryData(queryKeys.cart)).toBeNull();
    // spec §4 reloads: one read after the change, for the header and the page together.
    await waitFor(() => expect(routes.cartReads()).toBe(1));
  });

  it('greets the customer a private page read on the server without asking who is signed in', async () => {
    const routes = fakeCartRoutes(null, (req) =>
      req.path.startsWith('/api/wishlist') ? { status: 200, body: { items: [], total: 0, first: 0, after: 0, entries: [] } } : undefined,
    );
    renderWithShop(
      <>
        <HeaderActions inventoryId="loc-colombo" money={money} useSiteAsCatalog={false} isRegisteredUsersOnly={false} />
        <ShopperSessionSeed session={{ signedIn: true, name: 'Kumari Jayasinghe', state: 'customer', heartWaiting: false }} />
      </>,
    );
    expect(screen.getByRole('button', { name: /Kumari/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Login/ })).toBeNull();
    await settle();
    expect(routes.sent.filter((r) => r.path === '/api/session')).toEqual([]);
  });

  it('reads the session and the wish-list keys once for the header and every heart, and a heart’s change shows in the header', async () => {
    heldList.items = [];
    const routes = fakeCartRoutes(null, (req) => {
      if (req.path === '/api/session')
        return { status: 200, body: { signedIn: true, name: 'Kumari', state: 'customer', heartWaiting: false } };
      if (req.path.startsWith('/api/wishlist') && req.method === 'GET') return { status: 200, body: keysOf(heldList.items) };
      return undefined;
    });
    renderWithShop(
      <>
        <HeaderWishListLink className="" />
        <WishListButton productId="p-1" varianceKey="color:red" productName="Linen Shirt" />
        <WishListButton productId="p-2" varianceKey="" productName="Canvas Bag" compact />
      </>,
    );
    await waitFor(() => expect(routes.sent.filter((r) => r.path === '/api/wishlist?first=0&after=0')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wish List: Linen Shirt' }));
    expect(await screen.findByRole('link', { name: /1 item/ })).toHaveAttribute('href', '/account/wishlist');
    expect(screen.getByTestId('wish-list-count')).toHaveTextContent('1');
    expect(routes.sent.filter((r) => r.path === '/api/session')).toHaveLength(1);
  });
});

describe('the shell’s providers', () => {
  it('give the whole page one query client: the cart a new location left shows in the header without another read', async () => {
    const routes = fakeCartRoutes(cartData([cartItemData(shirt, 3)]));
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Colombo">
        <Providers>
          <StoreLocationProvider locations={[colombo, kandy]} currentId="loc-colombo">
            <HeaderCart money={money} variant="link" />
            <LocationSelector />
          </StoreLocationProvider>
        </Providers>
      </NextIntlClientProvider>,
    );
    expect(await screen.findByRole('link', { name: '3 items in cart' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Change location/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('link', { name: 'Cart is empty' })).toBeInTheDocument();
    expect(sentPreferenceForms()).toEqual([{ clearInventory: 'true' }]);
    expect(routes.sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/cart']);
    expect(navigationMock.refresh).toHaveBeenCalledTimes(1);
  });
});
