import type { Shopper } from './caller.server';

/** Who the header greets; `state` says whether the identity side answered (older answers lack it). */
export interface ShopperSession {
  signedIn: boolean;
  name: string | null;
  state: 'anonymous' | 'guest' | 'customer' | 'unavailable';
  /** A heart pressed as a guest waits to be added now that the customer signed in (`addWishAfterSignIn`). */
  heartWaiting: boolean;
}

/**
 * Who the header greets, from the caller: `state` is its kind (an identity outage answers `unavailable`). No token.
 * `heartWaiting`: the request carries a heart kept through sign-in (lib/wishlist/heart-after-sign-in.server.ts).
 */
export function shopperSessionOf(caller: Shopper, heartWaiting = false): ShopperSession {
  return {
    signedIn: caller.kind === 'customer',
    name: caller.kind === 'customer' ? caller.name : null,
    state: caller.kind,
    heartWaiting: caller.kind === 'customer' && heartWaiting,
  };
}
