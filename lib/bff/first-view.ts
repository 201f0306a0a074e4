import type { Cart } from '@/lib/api/cart-schemas';
import type { WishListAnswer } from '@/lib/wishlist/wish-list-schemas';
import { bff, type ShopperSession } from './client';

/**
 * What a page's first view shows of the shopper's own state, read through the BFF client without React
 * Query, so the query library need not come with the first load: each value is asked once per page and
 * kept; everyone asking meanwhile shares the same answer. Once React Query has loaded (lib/queries/
 * query-client.ts) its client starts from these values and writes every change of them back here, so what
 * the reader read is never fetched twice and the header follows every change.
 */
export interface FirstViewReader {
  /** Who the header greets (never changes without a new page: signing in and out navigate). */
  session(): Promise<ShopperSession>;
  /** The session read so far; undefined until it has come. */
  currentSession(): ShopperSession | undefined;
  /** The shopper's cart (null before the first item), for the header's count and the add buttons. */
  cart(): Promise<Cart | null>;
  currentCart(): Cart | null | undefined;
  setCart(cart: Cart | null): void;
  /** Every key of the signed-in customer's wish list (hearts, header count); ask only for a customer. */
  wishListKeys(): Promise<WishListAnswer>;
  currentWishListKeys(): WishListAnswer | undefined;
  setWishListKeys(answer: WishListAnswer): void;
  /** Reads again what was read (the cart and wish list after a location change). */
  refresh(): void;
  /** Called whenever a value it keeps arrives. */
  subscribe(listener: () => void): () => void;
}

interface Kept<T> {
  read(): Promise<T>;
  current(): T | undefined;
  set(value: T): void;
  refresh(): void;
}

/** `retryAfterMs`: a failed read is tried once more after that long (null: not at all, as in tests). */
export function createFirstViewReader({ retryAfterMs = 1000 }: { retryAfterMs?: number | null } = {}): FirstViewReader {
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of listeners) listener();
  };

  function kept<T>(ask: () => Promise<T>): Kept<T> {
    let value: T | undefined;
    let reading: Promise<T> | null = null;
    // A value set meanwhile (a change's answer) is newer than a read started before it.
    let version = 0;
    const once = () => {
      const started = version;
      return ask().then((answer) => {
        if (version !== started) return value as T;
        value = answer;
        tell();
        return answer;
      });
    };
    const retried = (): Promise<T> =>
      retryAfterMs === null ? once() : once().catch(() => new Promise((resolve) => setTimeout(resolve, retryAfterMs)).then(once));
    const read = () =>
      // A read that failed (twice) is asked again by the next one who needs it.
      (reading ??= retried().catch((e: unknown) => {
        reading = null;
        throw e;
      }));
    return {
      read,
      current: () => value,
      set(next) {
        if (Object.is(next, value)) return;
        version += 1;
        value = next;
        reading = Promise.resolve(next);
        tell();
      },
      refresh() {
        if (reading === null) return;
        reading = null;
        read().catch(() => {});
      },
    };
  }

  const session = kept(() => bff.session());
  const cart = kept(() => bff.cart.get());
  const wishListKeys = kept(() => bff.wishList.get({ first: 0, after: 0 }));

  return {
    session: session.read,
    currentSession: session.current,
    cart: cart.read,
    currentCart: cart.current,
    setCart: cart.set,
    wishListKeys: wishListKeys.read,
    currentWishListKeys: wishListKeys.current,
    setWishListKeys: wishListKeys.set,
    refresh() {
      cart.refresh();
      wishListKeys.refresh();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * spec §4 location switching: the cart of the old location is emptied. A failure is not fatal: the
 * page reloads in the new context either way and the cart shows what the API kept.
 */
export async function clearCartForNewLocation(): Promise<void> {
  await bff.cart.clear().catch((e: unknown) => console.warn('clearing the cart after a location change failed', e));
}
