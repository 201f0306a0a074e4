import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { GUEST_HEADER } from '../../lib/api/http';
import { ERROR_CODES } from '../../lib/api/schemas';
import { HttpError } from '../errors';
import type { Shopper } from './checkout-fields';

/** A signed-in user as an identity provider vouches for them. */
export interface VerifiedUser {
  userId: string;
  email: string | null;
}

/** Checks a bearer token (e.g. against the OIDC provider); null when it is not valid. */
export type BearerVerifier = (token: string) => VerifiedUser | null | Promise<VerifiedUser | null>;

export interface ResolvedShopper extends Shopper {
  /** The hashed guest session sent beside a bearer token: that guest's cart is adopted by the user. */
  adoptGuestKey: string | null;
}

const GUEST_VALUE = /^[A-Za-z0-9_-]{16,200}$/;

export const unauthorized = (description: string) => new HttpError(401, ERROR_CODES.unauthorized, description);

/** Only a digest of the guest session is stored, so a database copy cannot be used to take over carts. */
export const guestKeyOf = (session: string): string => createHash('sha256').update(session).digest('hex');

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const raw = headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined ? undefined : value.trim();
}

function guestKey(headers: IncomingHttpHeaders): string | null {
  const session = header(headers, GUEST_HEADER);
  if (session === undefined || session === '') return null;
  if (!GUEST_VALUE.test(session)) throw unauthorized('The guest session is not valid');
  return guestKeyOf(session);
}

/**
 * Who is calling: a bearer token (verified by the configured verifier) or a guest session header.
 * Neither: 401 E4010, so the storefront starts a session or sends the shopper to sign in.
 */
export async function resolveShopper(headers: IncomingHttpHeaders, verify: BearerVerifier | undefined): Promise<ResolvedShopper> {
  const authorization = header(headers, 'authorization');
  if (authorization !== undefined && authorization !== '') {
    const match = /^Bearer\s+(\S{1,4096})$/i.exec(authorization);
    if (!match?.[1] || !verify) throw unauthorized('Please sign in again');
    const user = await verify(match[1]);
    if (!user) throw unauthorized('Please sign in again');
    let adopt: string | null = null;
    try {
      adopt = guestKey(headers);
    } catch {
      adopt = null;
    }
    return { kind: 'user', key: user.userId, email: user.email, adoptGuestKey: adopt };
  }
  const key = guestKey(headers);
  if (key === null) throw unauthorized('Sign in or start a guest session');
  return { kind: 'guest', key, email: null, adoptGuestKey: null };
}
