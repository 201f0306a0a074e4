import { bffRoute } from '@/lib/bff/route';
import { shopperSessionOf } from '@/lib/session/shopper-session';
import { heartWaits } from '@/lib/wishlist/heart-after-sign-in.server';

/**
 * GET — who the header greets: `{ signedIn, name, state, heartWaiting }`. `state` is the caller's kind; an
 * identity outage answers `unavailable`, which the header must not show as signed out. `heartWaiting`: a
 * heart pressed as a guest waits to be added after sign-in. No token leaves here.
 */
export const GET = bffRoute({ openOnPrivateStore: true }, ({ caller, request }) =>
  shopperSessionOf(
    caller,
    heartWaits((name) => request.cookies.get(name)?.value, caller.https),
  ),
);
