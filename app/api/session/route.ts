import { bffRoute } from '@/lib/bff/route';
import { shopperSessionOf } from '@/lib/session/shopper-session';

/**
 * GET — who the header greets: `{ signedIn, name, state }`. `state` is the caller's kind; an identity
 * outage answers `unavailable`, which the header must not show as signed out. No token leaves here.
 */
export const GET = bffRoute({ openOnPrivateStore: true }, ({ caller }) => shopperSessionOf(caller));
