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

/** next-auth splits a long cookie into `name.0`, `name.1`, …; this many chunks are read at most. */
const MAX_CHUNKS = 8;
/** Bytes of value per cookie, as next-auth chunks them (4096 less room for the attributes). */
export const CHUNK_SIZE = 3933;

/** The session cookie's value, joined from its chunks when next-auth split it. */
export function readSessionCookie(cookie: (name: string) => string | undefined, https: boolean): string | null {
  const name = sessionCookieName(https);
  const whole = cookie(name);
  if (whole) return whole;
  const parts: string[] = [];
  for (let i = 0; i < MAX_CHUNKS; i++) {
    const part = cookie(`${name}.${i}`);
    if (part === undefined) break;
    parts.push(part);
  }
  return parts.length > 0 ? parts.join('') : null;
}

/** The cookies that store `value` (null: the session ends): chunked like next-auth, stale chunks emptied. */
export function sessionCookieValues(https: boolean, value: string | null): Array<{ name: string; value: string }> {
  const name = sessionCookieName(https);
  const out: Array<{ name: string; value: string }> = [];
  const chunks = value === null ? [] : value.length <= CHUNK_SIZE ? [value] : (value.match(new RegExp(`.{1,${CHUNK_SIZE}}`, 'g')) ?? []);
  if (chunks.length === 1) out.push({ name, value: value ?? '' });
  else out.push({ name, value: '' });
  for (let i = 0; i < MAX_CHUNKS; i++) out.push({ name: `${name}.${i}`, value: chunks.length > 1 ? (chunks[i] ?? '') : '' });
  return out;
}
