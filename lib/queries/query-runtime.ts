import type { QueryClient } from '@tanstack/react-query';
import type { CartLine } from '@/lib/bff/client';
import type { FirstViewReader } from '@/lib/bff/first-view';
import type { WishListUpdate } from '@/lib/api/profile-schemas';
import type { MenuContext } from './use-menus';

/**
 * React Query stays out of a page's first load: it comes with the first action that needs it (add to cart,
 * a heart, a menu, the quick search, a dialog) as lib/queries/query-client.tsx, whose client starts from
 * and writes back to the page's first-view reader.
 */
const loadRuntime = () => import('./query-client');

const loaded = new WeakMap<FirstViewReader, QueryClient>();

/** The page's React Query client, loading the library the first time. */
export async function loadQueryClient(reader: FirstViewReader): Promise<QueryClient> {
  const { queryClientFor } = await loadRuntime();
  const client = queryClientFor(reader);
  loaded.set(reader, client);
  return client;
}

/** The client if something has already loaded it (nothing to tell otherwise). */
export function loadedQueryClient(reader: FirstViewReader): QueryClient | undefined {
  return loaded.get(reader);
}

/** Adds or updates a cart line as the cart page does; the header's count follows through the reader. */
export async function changeCartLine(reader: FirstViewReader, mode: 'add' | 'update', line: CartLine) {
  const [runtime, client] = await Promise.all([loadRuntime(), loadQueryClient(reader)]);
  return runtime.changeCartLine(client, mode, line);
}

/** Adds or removes a wish-list entry as the wish-list page does; hearts and count follow through the reader. */
export async function changeWishList(reader: FirstViewReader, entry: WishListUpdate) {
  const [runtime, client] = await Promise.all([loadRuntime(), loadQueryClient(reader)]);
  return runtime.changeWishList(client, entry);
}

/** Starts loading the header's menus alongside the menu's code (one fetch for the desktop bar and the phone menu). */
export function prefetchMenus(reader: FirstViewReader, ctx: MenuContext): void {
  void Promise.all([import('./use-menus'), loadQueryClient(reader)])
    .then(([menus, client]) => menus.prefetchMenus(client, ctx))
    .catch(() => {});
}
