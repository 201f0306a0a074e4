'use client';

import { type DefaultOptions, MutationObserver, QueryClient, QueryClientContext, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import type { Cart } from '@/lib/api/cart-schemas';
import { bff, type CartLine } from '@/lib/bff/client';
import type { FirstViewReader } from '@/lib/bff/first-view';
import { useFirstViewReaderIfAny } from '@/lib/bff/first-view-context';
import type { WishListUpdate } from '@/lib/api/profile-schemas';
import type { WishListAnswer } from '@/lib/wishlist/wish-list-schemas';
import { queryKeys } from './keys';
import { cartMutationOptions } from './use-cart';
import { wishListUpdateOptions } from './use-wish-list';

const SHOP_DEFAULTS: DefaultOptions = { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } };

const clients = new WeakMap<FirstViewReader, QueryClient>();

const sameKey = (a: QueryKey, b: QueryKey) => a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * The page's one React Query client, made with the first part that needs it (lib/queries/query-runtime.ts):
 * it starts from what the first-view reader has read (the cart, the wish-list keys) under the same keys,
 * so nothing is fetched twice, and writes every new value of them back to the reader, so the header's
 * count and the hearts follow what the cart and wish-list pages and buttons change. `make` counts only
 * for the call that makes the client (the shop's own, or a test's without retries).
 */
export function queryClientFor(reader: FirstViewReader, make = () => new QueryClient({ defaultOptions: SHOP_DEFAULTS })): QueryClient {
  const known = clients.get(reader);
  if (known) return known;
  const client = make();
  clients.set(reader, client);
  // A change's reload of these is read even with no component of this client showing them: the reader's do.
  client.setQueryDefaults(queryKeys.cart, { queryFn: bff.cart.get });
  client.setQueryDefaults(queryKeys.wishListKeys, { queryFn: ({ signal }) => bff.wishList.get({ first: 0, after: 0 }, signal) });
  const copyIn = () => {
    const cart = reader.currentCart();
    if (cart !== undefined && client.getQueryData(queryKeys.cart) === undefined) client.setQueryData(queryKeys.cart, cart);
    const keys = reader.currentWishListKeys();
    if (keys !== undefined && client.getQueryData(queryKeys.wishListKeys) === undefined) client.setQueryData(queryKeys.wishListKeys, keys);
  };
  copyIn();
  reader.subscribe(copyIn);
  client.getQueryCache().subscribe((event) => {
    const { query } = event;
    const cart = sameKey(query.queryKey, queryKeys.cart);
    const keys = sameKey(query.queryKey, queryKeys.wishListKeys);
    if (!cart && !keys) return;
    if (event.type === 'updated' && event.action.type === 'invalidate' && query.getObserversCount() === 0) {
      void client.refetchQueries({ queryKey: query.queryKey, exact: true });
      return;
    }
    if (event.type !== 'added' && !(event.type === 'updated' && event.action.type === 'success')) return;
    const data: unknown = query.state.data;
    if (data === undefined) return;
    if (cart) reader.setCart(data as Cart | null);
    else reader.setWishListKeys(data as WishListAnswer);
  });
  return client;
}

/** React Query for the parts under it (deferred header parts, dialogs, the private pages), with the page's one client. */
export function QueryRuntimeProvider({ children }: { children: ReactNode }) {
  const reader = useFirstViewReaderIfAny();
  // Under another part that has it already (a dialog of a private page): the same client.
  if (useContext(QueryClientContext)) return children;
  if (!reader) throw new Error('QueryRuntimeProvider needs a FirstViewProvider around it');
  return <QueryClientProvider client={queryClientFor(reader)}>{children}</QueryClientProvider>;
}

/** Adds or updates one cart line with the cart page's own mutation (same reloads, same order of saves). */
export function changeCartLine(client: QueryClient, mode: 'add' | 'update', line: CartLine): Promise<Cart | null> {
  const change = mode === 'add' ? (l: CartLine) => bff.cart.add(l) : (l: CartLine) => bff.cart.update(l);
  return new MutationObserver(client, cartMutationOptions(client, change)).mutate(line);
}

/** Adds or removes a wish-list entry with the wish-list page's own mutation. */
export function changeWishList(client: QueryClient, entry: WishListUpdate): Promise<WishListAnswer> {
  return new MutationObserver(client, wishListUpdateOptions(client)).mutate(entry);
}
