import type { NextRequest } from 'next/server';
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
