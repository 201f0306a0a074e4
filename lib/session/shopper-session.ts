import type { Shopper } from './caller.server';

/** Who the header greets; `state` says whether the identity side answered (older answers lack it). */
export interface ShopperSession {
  signedIn: boolean;
  name: string | null;
  state: 'anonymous' | 'guest' | 'customer' | 'unavailable';
}

/** Who the header greets, from the caller: `state` is its kind (an identity outage answers `unavailable`). No token. */
export function shopperSessionOf(caller: Shopper): ShopperSession {
  return {
    signedIn: caller.kind === 'customer',
    name: caller.kind === 'customer' ? caller.name : null,
    state: caller.kind,
  };
}
