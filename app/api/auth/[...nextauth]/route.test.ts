import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { authSettings } from '@/lib/config';
import type { SessionTokens } from '@/lib/auth/session-token';
import { GET } from './route';

// next-auth reads the request's cookies and headers through next/headers, which only a running Next fills.
let current: NextRequest;
jest.mock('next/headers', () => ({
  cookies: async () => current.cookies,
  headers: async () => current.headers,
}));

const tokens: SessionTokens = {
  customerId: 'c-1',
  name: 'Nimal Perera',
  email: 'nimal@example.com',
  accessToken: 'access',
  refreshToken: 'refresh',
  idToken: 'id',
  // Far from expiry: next-auth's session read needs no refresh (no network).
  expiresAt: Date.now() + 60 * 60 * 1000,
  realm: 'demo',
};

async function ask(path: string, https: boolean, cookies: Record<string, string> = {}) {
  const request = new NextRequest(`http://shop.test/api/auth/${path}`, {
    headers: {
      host: 'shop.test',
      'x-forwarded-proto': https ? 'https' : 'http',
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    },
  });
  current = request;
  return GET(request, { params: Promise.resolve({ nextauth: path.split('/') }) });
}

const setCookies = (res: Response) => res.headers.getSetCookie();
const line = (res: Response, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`));

describe("next-auth's cookies (its own `cookies` option)", () => {
  const sealed = () => encode({ token: { ...tokens, sub: tokens.customerId }, secret: authSettings().secret });

  it('over HTTPS reads and renews the sign-in as __Host-: Secure, HttpOnly, Path=/, no Domain', async () => {
    const res = await ask('session', true, { '__Host-next-auth.session-token': await sealed() });
    expect(await res.json()).toMatchObject({ user: { name: 'Nimal Perera' } });
    const cookie = line(res, '__Host-next-auth.session-token');
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(setCookies(res).some((c) => c.startsWith('__Secure-next-auth.session-token'))).toBe(false);
  });

  it('over HTTPS takes no sign-in from a cookie without the prefix a subdomain or plain page could set', async () => {
    for (const name of ['__Secure-next-auth.session-token', 'next-auth.session-token']) {
      const res = await ask('session', true, { [name]: await sealed() });
      expect(await res.json()).toEqual({});
    }
  });

  it('over plain HTTP keeps the plain name, not Secure', async () => {
    const res = await ask('session', false, { 'next-auth.session-token': await sealed() });
    expect(await res.json()).toMatchObject({ user: { name: 'Nimal Perera' } });
    expect(line(res, 'next-auth.session-token')).not.toMatch(/; Secure/i);
  });

  it("makes next-auth's other cookies Secure over HTTPS", async () => {
    const res = await ask('csrf', true);
    expect(line(res, '__Host-next-auth.csrf-token')).toMatch(/; Secure/i);
    expect(line(await ask('csrf', false), 'next-auth.csrf-token')).not.toMatch(/; Secure/i);
  });
});
