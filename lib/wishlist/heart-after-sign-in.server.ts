import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { wishListItem, type WishListItem } from '@/lib/api/profile-schemas';
import { authSettings } from '@/lib/config';
import { PENDING_ITEM_MS } from '@/lib/session/pending-after-sign-in';

/**
 * The heart a guest pressed, kept across the sign-in round trip (spec §6: guests are sent to sign in; the
 * item is added on the return, kept 30000 ms like spec §4's guest item). The heart's Server Function writes
 * it before redirecting to sign-in; the Server Function the page calls once signed in takes it, once. It is
 * the one flash the wish list keeps (docs/wishlist.md): a press before hydration has no script to hold it.
 */

const BASE_NAME = 'wish_after_sign_in';
/** Binds a signature to this cookie, so a value signed for anything else under the same secret never reads. */
const PURPOSE = 'storefront:wish-after-sign-in:v1';

/** Over HTTPS `__Host-` (Secure, Path=/, no Domain: no subdomain can plant it), as the guest and session cookies. */
export function heartCookieName(https: boolean): string {
  return https ? `__Host-${BASE_NAME}` : BASE_NAME;
}

export function heartCookieOptions(https: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: https, path: '/', maxAge: Math.ceil(PENDING_ITEM_MS / 1000) };
}

/** What the Server Functions need of `cookies()`. */
export interface HeartCookies {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: ReturnType<typeof heartCookieOptions>): unknown;
}

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest();
}

/** `payload.signature`, both base64url: the entry and when it was kept, signed with the sign-in secret. */
export function sealHeart(item: WishListItem, now = Date.now(), secret = authSettings().secret): string {
  const payload = Buffer.from(JSON.stringify({ baseId: item.baseId, varianceKey: item.varianceKey, savedAt: now })).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/** The entry, when this shop signed it and it is younger than 30000 ms; null for anything else (planted, edited, old). */
export function openHeart(value: string | undefined, now = Date.now(), secret = authSettings().secret): WishListItem | null {
  if (!value || value.length > 1024) return null;
  const [payload = '', sent = '', ...rest] = value.split('.');
  if (rest.length > 0 || !payload || !sent) return null;
  const expected = signature(payload, secret);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const savedAt = (json as { savedAt?: unknown } | null)?.savedAt;
  if (typeof savedAt !== 'number' || !Number.isInteger(savedAt)) return null;
  const age = now - savedAt;
  if (age < 0 || age >= PENDING_ITEM_MS) return null;
  const item = wishListItem.safeParse(json);
  return item.success ? { baseId: item.data.baseId, varianceKey: item.data.varianceKey } : null;
}

/** Keeps the guest's heart for the return from sign-in (the latest press wins). */
export function keepHeart(store: HeartCookies, https: boolean, item: WishListItem, now = Date.now()): void {
  store.set(heartCookieName(https), sealHeart(item, now), heartCookieOptions(https));
}

/** Whether a heart this shop kept waits in the request's cookies (not taken: the session answer only says so). */
export function heartWaits(read: (name: string) => string | undefined, https: boolean, now = Date.now()): boolean {
  return openHeart(read(heartCookieName(https)), now) !== null;
}

/** Takes the kept heart out (the cookie goes whatever it held): the entry once, else null. */
export function takeHeart(store: HeartCookies, https: boolean, now = Date.now()): WishListItem | null {
  const name = heartCookieName(https);
  const value = store.get(name)?.value;
  if (value === undefined) return null;
  store.set(name, '', { ...heartCookieOptions(https), maxAge: 0 });
  return openHeart(value, now);
}
