import type { NextRequest } from 'next/server';
import type { CookiesOptions } from 'next-auth';
import { getToken, type JWT } from 'next-auth/jwt';
import { authSettings } from '@/lib/config';

/**
 * next-auth's session cookie, named for it through its `cookies` option (lib/auth/options.server.ts).
 * Over HTTPS `__Host-`, as the guest cookie: Secure, Path=/ and no Domain, so no subdomain or plain-HTTP
 * page can plant or overwrite a sign-in. Plain HTTP (dev, the demo, the browser tests) keeps the plain name.
 */
export function sessionCookieName(https: boolean): string {
  return https ? '__Host-next-auth.session-token' : 'next-auth.session-token';
}

/** The session cookie's attributes, the same wherever it is written (next-auth, the BFF's refresh, sign-out). */
export function sessionCookieOptions(https: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: https };
}

/** How long the sign-in's own checks (`state`, the PKCE verifier) live: next-auth's default, fifteen minutes. */
const CHECK_MAX_AGE = 15 * 60;

/**
 * Every cookie next-auth writes, named through its `cookies` option: over HTTPS each is `__Host-` like the
 * session cookie. Its own defaults give `state`, `pkce.code_verifier`, `callback-url` and `nonce` only
 * `__Secure-`, which a subdomain may set, so it could plant the checks of a sign-in or where it leads.
 */
export function nextAuthCookies(https: boolean): CookiesOptions {
  const prefix = https ? '__Host-' : '';
  const cookie = (name: string, maxAge?: number) => ({
    name: `${prefix}next-auth.${name}`,
    options: { ...sessionCookieOptions(https), ...(maxAge ? { maxAge } : {}) },
  });
  return {
    sessionToken: { name: sessionCookieName(https), options: sessionCookieOptions(https) },
    callbackUrl: cookie('callback-url'),
    csrfToken: cookie('csrf-token'),
    pkceCodeVerifier: cookie('pkce.code_verifier', CHECK_MAX_AGE),
    state: cookie('state', CHECK_MAX_AGE),
    nonce: cookie('nonce'),
  };
}

/** A request's cookies as Next hands them over (route handlers, the proxy, `cookies()` in pages). */
export interface CookieList {
  getAll(): Array<{ name: string; value: string }>;
}

/**
 * The session a request's cookies carry, decrypted (null: none, or one this shop did not issue): next-auth's
 * `getToken`, which joins a cookie it wrote in chunks. Read from cookies only, never an Authorization header.
 */
export async function readSessionToken(cookies: CookieList, https: boolean): Promise<JWT | null> {
  // getToken reads `req.cookies.getAll()` and `req.headers`; nothing else of a request.
  const req = { cookies, headers: {} } as unknown as NextRequest;
  return getToken({ req, secret: authSettings().secret, cookieName: sessionCookieName(https), secureCookie: https });
}
