import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addWishAfterSignIn, changeWishList, heldList, keysOf, sentHeartForms } from '@/test/actions/wishlist';
import { fakeCartRoutes, renderWithShop, resetToasts } from '@/test/cart-kit';
import { HeaderWishListLink } from './header-wish-list-link';
import { WishListButton } from './wish-list-button';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest} />,
}));

beforeEach(() => {
  jest.clearAllMocks();
  heldList.items = [];
});
afterEach(resetToasts);

const SHIRT = { baseId: 'p-1', varianceKey: 'color:red' };

/** The session and the wish list keys as this shopper's browser reads them. */
function shopRoutes(state: 'customer' | 'guest', heartWaiting = false) {
  return fakeCartRoutes(null, (req) => {
    if (req.path === '/api/session') return { status: 200, body: { signedIn: state === 'customer', name: null, state, heartWaiting } };
    if (req.path.startsWith('/api/wishlist') && req.method === 'GET') return { status: 200, body: keysOf(heldList.items) };
    return undefined;
  });
}

describe('the wish list heart', () => {
  it("is a form whose action is the heart's Server Function: before the list is known it asks to toggle the entry", async () => {
    const routes = shopRoutes('guest');
    renderWithShop(<WishListButton productId="p-1" varianceKey="color:red" productName="Linen Shirt" />);
    const heart = screen.getByRole('button', { name: 'Add to Wish List: Linen Shirt' });
    expect(heart).toHaveAttribute('type', 'submit');
    const form = heart.closest('form') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({ ...SHIRT, action: 'toggle' });

    // A guest's press goes to the same function, which sends them to sign in (app/_actions/actions.test.ts).
    await userEvent.click(heart);
    await waitFor(() => expect(sentHeartForms()).toEqual([{ ...SHIRT, action: 'toggle' }]));
    expect(routes.sent.filter((r) => r.path.startsWith('/api/wishlist'))).toEqual([]);
  });

  it('adds and removes the variant for a customer, with the spec §8 toasts top-right, the answered keys filling the heart', async () => {
    const routes = shopRoutes('customer');
    renderWithShop(<WishListButton productId="p-1" varianceKey="color:red" productName="Linen Shirt" />);
    const heart = await screen.findByRole('button', { name: 'Add to Wish List: Linen Shirt' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(routes.sent.some((r) => r.path === '/api/wishlist?first=0&after=0')).toBe(true));

    await userEvent.click(heart);
    const note = await screen.findByText('Product added to wish list successfully');
    expect(note.closest('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
    expect(note.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    const pressed = await screen.findByRole('button', { name: 'Remove from Wish List: Linen Shirt' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    // The heart fills while listed; its outline is the sprite's symbol, not a path in every card.
    expect(pressed.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    expect(heart.querySelector('path')).toBeNull();
    const use = pressed.querySelector('use')?.getAttribute('href') ?? '';
    expect(readFileSync(join(process.cwd(), 'public', use.replace(/\?.*$/, '')), 'utf8')).toContain(`<symbol id="${use.split('#')[1]}"`);

    await userEvent.click(pressed);
    expect(await screen.findByText('Product removed from wish list successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to Wish List: Linen Shirt' })).toHaveAttribute('aria-pressed', 'false');
    expect(sentHeartForms()).toEqual([
      { ...SHIRT, action: 'add' },
      { ...SHIRT, action: 'remove' },
    ]);
    // The keys came with each answer: the list was read once, when the page opened.
    expect(routes.sent.filter((r) => r.path.startsWith('/api/wishlist'))).toHaveLength(1);
  });

  it('says when adding failed, and when the list is full', async () => {
    shopRoutes('customer');
    renderWithShop(<WishListButton productId="p-1" varianceKey="color:red" productName="Linen Shirt" compact />);
    const heart = await screen.findByRole('button', { name: 'Add to Wish List: Linen Shirt' });
    changeWishList.mockResolvedValueOnce({ ok: false, status: 502, code: 'E5020', message: 'An error occurred' });
    await userEvent.click(heart);
    expect(await screen.findByText('Product addition to wish list failed')).toBeInTheDocument();
    changeWishList.mockResolvedValueOnce({ ok: true, value: { outcome: 'full', item: SHIRT, keys: null } });
    await userEvent.click(heart);
    expect(await screen.findByText('Your wish list is full. Remove an item to add another.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('says a press whose Server Function never answered as a failed addition, and stays ready for another', async () => {
    shopRoutes('customer');
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderWithShop(<WishListButton productId="p-1" varianceKey="color:red" productName="Linen Shirt" />);
      changeWishList.mockRejectedValueOnce(new Error('An unexpected response was received from the server.'));
      await userEvent.click(await screen.findByRole('button', { name: 'Add to Wish List: Linen Shirt' }));
      expect(await screen.findByText('Product addition to wish list failed')).toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: 'Add to Wish List: Linen Shirt' }));
      expect(await screen.findByText('Product added to wish list successfully')).toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('back from sign-in with a heart pressed as a guest', () => {
  it('adds it once through its Server Function when the session says one waits, and says so', async () => {
    shopRoutes('customer', true);
    addWishAfterSignIn.mockImplementationOnce(async () => {
      heldList.items = [SHIRT];
      return { ok: true, value: { outcome: 'added', item: SHIRT, keys: keysOf(heldList.items) } };
    });
    renderWithShop(
      <>
        <HeaderWishListLink className="" />
        <WishListButton productId="p-1" varianceKey="color:red" productName="Linen Shirt" />
      </>,
    );
    expect(await screen.findByText('Product added to wish list successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove from Wish List: Linen Shirt' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Wish List, 1 item' })).toHaveAttribute('href', '/account/wishlist');
    await act(async () => undefined);
    expect(addWishAfterSignIn).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the session says none waits', async () => {
    const routes = shopRoutes('customer');
    renderWithShop(<HeaderWishListLink className="" />);
    await waitFor(() => expect(routes.sent.some((r) => r.path === '/api/wishlist?first=0&after=0')).toBe(true));
    expect(addWishAfterSignIn).not.toHaveBeenCalled();
  });
});
