import 'server-only';
import { randomBytes } from 'node:crypto';

/**
 * The httpOnly cookies that identify a guest to the customer API (never readable by scripts).
 * Over HTTPS they carry the `__Host-` prefix: the browser then insists on Secure, Path=/ and no
 * Domain, so no other subdomain or plain-HTTP page can plant or overwrite them. Plain HTTP (dev, the
 * demo, the browser tests) cannot keep a Secure cookie everywhere, so there the plain names are used.
 */
const BASE = { session: 'guest_session', orders: 'guest_orders' } as const;

/** Sliding lifetime: every cart change renews it, so only an idle guest cart is forgotten. */
export const GUEST_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** Sessions that placed recent orders, kept so those orders can still be opened (newest first). */
export const KEPT_ORDER_SESSIONS = 3;

/** 32 random bytes in base64url are 43 characters. */
const GUEST_VALUE = /^[A-Za-z0-9_-]{43}$/;

export function isGuestSession(value: unknown): value is string {
  return typeof value === 'string' && GUEST_VALUE.test(value);
}

export function newGuestSession(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Whether this request reached the shop over HTTPS: the protocol the load balancer forwarded (Next
 * fills `x-forwarded-proto` from the socket when there is none), else the request URL, else whether
 * this is a production server.
 */
export function isHttpsRequest(headers: Pick<Headers, 'get'>, url?: URL): boolean {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === 'https';
  if (url) return url.protocol === 'https:';
  return process.env.NODE_ENV === 'production';
}

export function guestCookieNames(https: boolean): { session: string; orders: string } {
  return https ? { session: `__Host-${BASE.session}`, orders: `__Host-${BASE.orders}` } : BASE;
}

export function guestCookieOptions(https: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: https, path: '/', maxAge: GUEST_MAX_AGE_SECONDS };
}

/** The order sessions cookie's value: valid guest sessions, newest first, at most KEPT_ORDER_SESSIONS. */
export function readOrderSessions(value: string | undefined): string[] {
  return (value ?? '').split('.').filter(isGuestSession).slice(0, KEPT_ORDER_SESSIONS);
}

export function writeOrderSessions(sessions: readonly string[]): string {
  return [...new Set(sessions)].filter(isGuestSession).slice(0, KEPT_ORDER_SESSIONS).join('.');
}
