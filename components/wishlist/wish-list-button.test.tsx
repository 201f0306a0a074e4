import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeCartRoutes, renderWithShop, resetToasts, type SentRequest } from '@/test/cart-kit';
import { WishListButton } from './wish-list-button';

afterEach(() => {
  resetToasts();
  window.sessionStorage.clear();
});

const SHIRT = { baseId: 'p-1', varianceKey: 'color:red' };

/** The session and wish list routes as a customer (or guest) sees them; POSTs answer `post`. */
function shopRoutes(state: 'customer' | 'guest', post: (req: SentRequest, items: (typeof SHIRT)[]) => number = () => 200) {
  let items: (typeof SHIRT)[] = [];
  const keys = () => ({ items, total: items.length, first: 0, after: 0, entries: [] });
  return fakeCartRoutes(null, (req) => {
    if (req.path === '/api/session') return { status: 200, body: { signedIn: state === 'customer', name: null, state } };
    if (req.path.startsWith('/api/wishlist') && req.method === 'GET') return { status: 200, body: keys() };
    if (req.path === '/api/wishlist' && req.method === 'POST') {
      const status = post(req, items);
      if (status !== 200) return { status, body: { code: 'E', message: 'no' } };
      const { action } = req.body as { action: string };
      items = action === 'add' ? [...items, SHIRT] : items.filter((i) => i.baseId !== SHIRT.baseId);
      return { status: 200, body: keys() };
    }
    return undefined;
  });
}

describe('the wish list heart', () => {
  it('is a form before the script runs: it posts the entry to the wish-list form route', () => {
    shopRoutes('guest');
    renderWithShop(<WishListButton productId="p-1" varianceKey="color:red" productName="Linen Shirt" returnTo="/products/linen-shirt" />);
    const heart = screen.getByRole('button', { name: 'Add to Wish List: Linen Shirt' });
    expect(heart).toBeEnabled();
    const form = heart.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/wishlist/form');
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      baseId: 'p-1',
      varianceKey: 'color:red',
      returnTo: '/products/linen-shirt',
    });
  });

  it('adds and removes the variant for a customer, with the spec §8 toasts top-right, pressed while listed', async () => {
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
    expect(routes.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { ...SHIRT, action: 'add' },
      { ...SHIRT, action: 'remove' },
    ]);
  });

  it('says when adding failed, and when the list is full', async () => {
    let status = 502;
    shopRoutes('customer', () => status);
    renderWithShop(<WishListButton productId="p-1" varianceKey="color:red" productName="Linen Shirt" compact />);
    const heart = await screen.findByRole('button', { name: 'Add to Wish List: Linen Shirt' });
    await userEvent.click(heart);
    expect(await screen.findByText('Product addition to wish list failed')).toBeInTheDocument();
    status = 409;
    await userEvent.click(heart);
    expect(await screen.findByText('Your wish list is full. Remove an item to add another.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps a guest’s heart for after sign-in instead of calling the wish list', async () => {
    const routes = shopRoutes('guest');
    renderWithShop(<WishListButton productId="p-1" varianceKey="color:red" productName="Linen Shirt" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Wish List: Linen Shirt' }));
    await waitFor(() => expect(window.sessionStorage.getItem('pendingWishListItem')).toContain('"baseId":"p-1"'));
    expect(routes.sent.filter((r) => r.path.startsWith('/api/wishlist'))).toEqual([]);
  });
});
