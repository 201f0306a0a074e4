import { encode } from 'next-auth/jwt';
import { readSessionToken, sessionCookieName } from '@/lib/auth/session-cookie';
import { authSettings } from '@/lib/config';
import { CHUNK_SIZE, sessionCookieWrites } from './next-auth-session-chunks';

const jarOf = (cookies: Array<{ name: string; value: string }>) => ({ getAll: () => cookies.filter((c) => c.value !== '') });

describe("next-auth's session cookie, written outside next-auth", () => {
  it('is __Host- over HTTPS only', () => {
    expect(sessionCookieName(true)).toBe('__Host-next-auth.session-token');
    expect(sessionCookieName(false)).toBe('next-auth.session-token');
  });

  it('is written whole when short, in chunks when long, and next-auth reads it back either way', async () => {
    const name = sessionCookieName(false);
    for (const padding of [10, CHUNK_SIZE * 2]) {
      const value = await encode({ token: { sub: 'nimal', padding: 'x'.repeat(padding) }, secret: authSettings().secret });
      const written = sessionCookieWrites(name, value, []);
      expect(written.length).toBe(Math.ceil(value.length / CHUNK_SIZE));
      expect(await readSessionToken(jarOf(written), false)).toMatchObject({ sub: 'nimal' });
    }
    expect(sessionCookieWrites(name, 'x'.repeat(CHUNK_SIZE + 1), []).map((c) => c.name)).toEqual([`${name}.0`, `${name}.1`]);
  });

  it('empties the chunks a shorter value no longer uses, and every session cookie when the session ends', () => {
    const name = sessionCookieName(true);
    const sent = [`${name}.0`, `${name}.1`, 'guest_session'];
    expect(sessionCookieWrites(name, 'short', sent)).toEqual([
      { name: `${name}.0`, value: '' },
      { name: `${name}.1`, value: '' },
      { name, value: 'short' },
    ]);
    expect(sessionCookieWrites(name, null, [name, 'guest_session'])).toEqual([{ name, value: '' }]);
    expect(sessionCookieWrites(name, null, [])).toEqual([]);
  });
});
