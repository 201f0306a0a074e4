import { CHUNK_SIZE, readSessionCookie, sessionCookieName, sessionCookieValues } from './session-cookie';

describe("next-auth's session cookie", () => {
  it('is __Host- over HTTPS only', () => {
    expect(sessionCookieName(true)).toBe('__Host-next-auth.session-token');
    expect(sessionCookieName(false)).toBe('next-auth.session-token');
  });

  it('is written whole when short, in chunks when long, and read back the same either way', () => {
    for (const value of ['short', 'x'.repeat(CHUNK_SIZE * 2 + 10)]) {
      const jar = new Map(sessionCookieValues(false, value).filter((c) => c.value !== '').map((c) => [c.name, c.value]));
      expect(readSessionCookie((n) => jar.get(n), false)).toBe(value);
    }
    expect(sessionCookieValues(false, 'x'.repeat(CHUNK_SIZE + 1)).filter((c) => c.value !== '').map((c) => c.name)).toEqual([
      'next-auth.session-token.0',
      'next-auth.session-token.1',
    ]);
  });

  it('is emptied whole and in every chunk when the session ends', () => {
    const cleared = sessionCookieValues(true, null);
    expect(cleared.every((c) => c.value === '')).toBe(true);
    expect(cleared.map((c) => c.name)).toContain('__Host-next-auth.session-token');
    expect(cleared.map((c) => c.name)).toContain('__Host-next-auth.session-token.0');
    expect(readSessionCookie(() => undefined, true)).toBeNull();
  });
});
