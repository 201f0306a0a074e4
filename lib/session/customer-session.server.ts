import 'server-only';
import { encode } from 'next-auth/jwt';
import { currentTokens } from '@/lib/auth/refresh.server';
import { readSessionToken, type CookieList } from '@/lib/auth/session-cookie';
import { sessionTokenSchema } from '@/lib/auth/session-token';
import { authSettings } from '@/lib/config';

/** What a sign-in session tells the storefront about a signed-in customer (server side only). */
export interface CustomerSession {
  customerId: string;
  name: string | null;
  email: string | null;
  /** Bearer token for the customer API; never sent to the browser. */
  accessToken: string;
}

/** What a session reader may look at: one request's cookies and headers. */
export interface RequestScope {
  cookie(name: string): string | undefined;
  /** All of them, for next-auth's reader (it joins a session cookie written in chunks). */
  cookies: CookieList;
  headers: Pick<Headers, 'get'>;
  url?: URL;
  /**
   * Where a route handler learns that the session cookie must change: a new encrypted value after a
   * refresh, or null when the session ended (refresh refused). Pages cannot set cookies and pass none.
   */
  onSessionCookie?: (value: string | null) => void;
  /** Served over HTTPS (decides the cookie's name). */
  https?: boolean;
}

/**
 * Reads the signed-in customer of a request: null when nobody is signed in, a throw when the identity
 * side cannot answer (the caller then reads as "unavailable", never as signed out).
 */
export type CustomerSessionReader = (scope: RequestScope) => Promise<CustomerSession | null>;

/** Matches next-auth's session lifetime (lib/auth/options.server.ts). */
const SESSION_MAX_AGE = 8 * 60 * 60;

/**
 * The shop's reader: next-auth's encrypted session cookie, decrypted here (no network call without a
 * cookie); an access token about to expire is refreshed through `user/refresh` (lib/auth/refresh.server.ts).
 */
export const readCustomerSession: CustomerSessionReader = async (scope) => {
  const decoded = await readSessionToken(scope.cookies, scope.https ?? false);
  const stored = sessionTokenSchema.safeParse(decoded);
  if (!stored.success) return null;
  const tokens = await currentTokens(stored.data);
  if (!tokens) {
    scope.onSessionCookie?.(null);
    return null;
  }
  if (tokens !== stored.data && scope.onSessionCookie) {
    scope.onSessionCookie(await encode({ token: { ...decoded, ...tokens }, secret: authSettings().secret, maxAge: SESSION_MAX_AGE }));
  }
  return { customerId: tokens.customerId, name: tokens.name, email: tokens.email, accessToken: tokens.accessToken };
};
