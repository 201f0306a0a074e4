import { bffRoute } from '@/lib/bff/route';

/**
 * GET — who the header greets: `{ signedIn, name, state }`. `state` is the caller's kind; an identity
 * outage answers `unavailable`, which the header must not show as signed out. No token leaves here.
 */
export const GET = bffRoute({ openOnPrivateStore: true }, ({ caller }) => ({
  signedIn: caller.kind === 'customer',
  name: caller.kind === 'customer' ? caller.name : null,
  state: caller.kind,
}));
