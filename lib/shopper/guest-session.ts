import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';

/** The httpOnly cookie that identifies a guest's cart to the customer API (never readable by scripts). */
export const GUEST_COOKIE = 'guest_session';

const YEAR_SECONDS = 60 * 60 * 24 * 365;
/** 32 random bytes in base64url are 43 characters. */
const GUEST_VALUE = /^[A-Za-z0-9_-]{43}$/;

export function isGuestSession(value: unknown): value is string {
  return typeof value === 'string' && GUEST_VALUE.test(value);
}

export function newGuestSession(): string {
  return randomBytes(32).toString('base64url');
}

export function guestCookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    maxAge: YEAR_SECONDS,
  };
}

/** The guest session of this request, or null when the shopper has none yet (pages only read). */
export async function readGuestSession(): Promise<string | null> {
  const value = (await cookies()).get(GUEST_COOKIE)?.value;
  return isGuestSession(value) ? value : null;
}

/**
 * The guest session, created when missing. Only route handlers may call this: a server component
 * cannot set cookies. Sign-in later adopts this session's cart, so the value is kept as it is.
 */
export async function ensureGuestSession(): Promise<string> {
  const store = await cookies();
  const current = store.get(GUEST_COOKIE)?.value;
  if (isGuestSession(current)) return current;
  const created = newGuestSession();
  store.set(GUEST_COOKIE, created, guestCookieOptions());
  return created;
}
