import { sameSitePath } from '@/lib/routes/redirect-target';

/** spec §4: the query parameter of an affiliate link; INVALID ends the session (zod-free: read on every page). */
export const AFFILIATE_PARAM = 'am_aid';
export const AFFILIATE_INVALID = 'Invalid';

/** Where the browser keeps the affiliate session (spec §4) and the id of this browser session's visit. */
export const SESSION_KEYS = { token: 'RETAILER_AFF_SESSION', visit: 'RETAILER_AFF_VISIT' } as const;

export type SessionStep = { kind: 'none' } | { kind: 'clear' } | { kind: 'record'; token: string };

const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * What an `am_aid` value does (spec §4): 'Invalid' ends the session; a token not already held is
 * recorded (the server checks it and counts the click once per session); anything else is ignored.
 */
export function sessionStep(param: string | null, stored: string | null): SessionStep {
  if (param === null) return { kind: 'none' };
  const value = param.trim();
  if (value === AFFILIATE_INVALID) return { kind: 'clear' };
  if (!TOKEN.test(value) || value === stored) return { kind: 'none' };
  return { kind: 'record', token: value };
}

/**
 * The shop page a link points at, from what the affiliate typed: a path, or an address on one of
 * `origins` (every name the shop answers on: SITE_URL's origin and the one the page came from), its
 * own `am_aid` dropped. Null for another site or nothing. Resolved like a redirect target (sameSitePath).
 */
export function shopPathOf(text: string, origins: readonly string[]): string | null {
  const value = text.trim();
  if (value === '') return null;
  const path = sameSitePath(value.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `/${value}`, origins);
  if (!path) return null;
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.delete(AFFILIATE_PARAM);
  const page = `${url.pathname}${url.search}`;
  return /^\/(?![/\\])[^\s\\]*$/.test(page) ? page : null;
}

/** The address an affiliate shares: the page with `am_aid` added. */
export function affiliateUrl(origin: string, path: string, token: string): string {
  const url = new URL(path, origin);
  url.searchParams.set('am_aid', token);
  return url.toString();
}
