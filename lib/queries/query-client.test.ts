import { QueryClient } from '@tanstack/react-query';
import { createFirstViewReader } from '@/lib/bff/first-view';
import type { Cart } from '@/lib/api/cart-schemas';
import { cartData, cartItemData, productData } from '@/test/fixtures/cart';
import { changeCartLine, changeWishList, queryClientFor } from './query-client';
import { queryKeys } from './keys';

/** The same-origin cart routes: GET answers the current cart, POST makes `state.cart` the next one and answers it. */
function fakeCartRoutes(initial: Cart | null) {
  const state = { cart: initial, next: initial };
  let reads = 0;
  global.fetch = jest.fn(async (_path: string, init: { method?: string } = {}) => {
    if ((init.method ?? 'GET') === 'GET') reads += 1;
    else state.cart = state.next;
    return { ok: true, status: 200, json: async () => state.cart };
  }) as unknown as typeof fetch;
  return { state, cartReads: () => reads };
}

const quantities = (cart: Cart | null | undefined) => Object.values(cart?.items ?? {}).map((item) => item.quantity);

const testClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
const LINE = { productId: 'p-1', varianceKey: '', quantity: 1 };

describe('the page’s React Query client and the first-view reader', () => {
  it('starts from the cart the reader has read, without reading it again', async () => {
    const routes = fakeCartRoutes(cartData([cartItemData(productData(), 2)]));
    const reader = createFirstViewReader({ retryAfterMs: null });
    const cart = await reader.cart();
    const client = queryClientFor(reader, testClient);
    expect(client.getQueryData(queryKeys.cart)).toBe(cart);
    expect(queryClientFor(reader)).toBe(client);
    expect(routes.cartReads()).toBe(1);
  });

  it('takes the reader’s cart when it comes after the client was made', async () => {
    fakeCartRoutes(cartData([cartItemData(productData(), 2)]));
    const reader = createFirstViewReader({ retryAfterMs: null });
    const client = queryClientFor(reader, testClient);
    const cart = await reader.cart();
    expect(client.getQueryData(queryKeys.cart)).toBe(cart);
  });

  it('writes a cart change back to the reader, and the reload after it, with nothing on screen reading the cart', async () => {
    const routes = fakeCartRoutes(null);
    routes.state.next = cartData([cartItemData(productData(), 1)]);
    const reader = createFirstViewReader({ retryAfterMs: null });
    await expect(reader.cart()).resolves.toBeNull();
    const heard = jest.fn();
    reader.subscribe(heard);
    const client = queryClientFor(reader, testClient);
    await changeCartLine(client, 'add', LINE);
    expect(quantities(reader.currentCart())).toEqual([1]);
    expect(heard).toHaveBeenCalled();
    // spec §4 reloads: the cart is read again after the change, and what it reads reaches the reader.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
    await settle();
    expect(routes.cartReads()).toBe(2);
    routes.state.cart = cartData([cartItemData(productData(), 3)]);
    await client.invalidateQueries({ queryKey: queryKeys.cart });
    await settle();
    expect(routes.cartReads()).toBe(3);
    expect(quantities(reader.currentCart())).toEqual([3]);
  });

  it('writes a wish-list change back to the reader (hearts and the header count)', async () => {
    const answer = { total: 1, items: [{ baseId: 'p-1', varianceKey: '' }], first: 0, after: 0, entries: [] };
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => answer })) as unknown as typeof fetch;
    const reader = createFirstViewReader({ retryAfterMs: null });
    const client = queryClientFor(reader, testClient);
    await changeWishList(client, { baseId: 'p-1', varianceKey: '', action: 'add' });
    expect(reader.currentWishListKeys()).toBe(client.getQueryData(queryKeys.wishListKeys));
    expect(reader.currentWishListKeys()?.total).toBe(1);
  });
});
