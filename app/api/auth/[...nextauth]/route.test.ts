import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { Browser } from '@/customer-api/modules/identity/test/browser';
import { CLIENT_SECRET, startIdentityApi, type IdentityApi } from '@/customer-api/modules/identity/test/identity-api';
import { authSettings } from '@/lib/config';
import type { SessionTokens } from '@/lib/auth/session-token';
import { againstReferenceApi } from '@/test/reference-api';
import { GET, POST } from './route';

// The sign-in's own round trip needs the identity provider: the reference API's, returning to https://shop.test.
const idp = againstReferenceApi<IdentityApi>(() => startIdentityApi({ extraOrigins: ['https://shop.test'] }), {
  AUTH_CLIENT_SECRET: CLIENT_SECRET,
});

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

async function ask(path: string, https: boolean, cookies: Record<string, string> = {}, form?: Record<string, string>) {
  const request = new NextRequest(`http://shop.test/api/auth/${path}`, {
    method: form ? 'POST' : 'GET',
    headers: {
      host: 'shop.test',
      'x-forwarded-proto': https ? 'https' : 'http',
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  current = request;
  const context = { params: Promise.resolve({ nextauth: (path.split('?')[0] ?? path).split('/') }) };
  return form ? POST(request, context) : GET(request, context);
}

/** The cookies an answer sets, by name, as a browser keeps them for the next request. */
const cookiesOf = (...answers: Response[]) =>
  Object.fromEntries(
    answers.flatMap((res) => setCookies(res).map((c) => c.split(';')[0]?.split('=') ?? [])).map(([k = '', ...v]) => [k, v.join('=')]),
  );

/** Starts a sign-in as the login button does: csrf token, then next-auth's POST to the provider's sign-in. */
async function startSignIn(https: boolean) {
  const csrf = await ask('csrf', https);
  const { csrfToken } = (await csrf.clone().json()) as { csrfToken: string };
  const started = await ask('signin/keycloak', https, cookiesOf(csrf), { csrfToken, callbackUrl: '/account', json: 'true' });
  const { url } = (await started.clone().json()) as { url: string };
  return { jar: cookiesOf(csrf, started), started, url };
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

  it("over HTTPS names the sign-in's state, PKCE verifier and return address __Host- too, and the round trip reads them", async () => {
    const { jar, started, url } = await startSignIn(true);
    for (const name of ['state', 'pkce.code_verifier', 'callback-url']) {
      const cookie = line(started, `__Host-next-auth.${name}`);
      expect([name, cookie]).toEqual([name, expect.stringMatching(/; Secure/i)]);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; Path=\/(;|$)/i);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    expect(setCookies(started).filter((c) => c.startsWith('__Secure-'))).toEqual([]);

    // At the provider: sign in as a demo customer, back to the callback with the code and the state.
    const browser = new Browser();
    const login = await browser.follow(await browser.get(url), idp.origin);
    const back = await browser.follow(await browser.submit(login, { email: 'nimal@example.com', password: 'Demo-pass-1' }), idp.origin);
    const callback = new URL(back.location ?? '');
    expect(callback.origin + callback.pathname).toBe('https://shop.test/api/auth/callback/keycloak');

    const done = await ask(`callback/keycloak${callback.search}`, true, jar);
    expect([done.status, done.headers.get('location')]).toEqual([302, 'https://shop.test/account']);
    expect(line(done, '__Host-next-auth.session-token')).toMatch(/; Secure/i);
  });

  it('over plain HTTP (the demo on localhost) keeps the sign-in cookies plain and not Secure', async () => {
    const { started } = await startSignIn(false);
    for (const name of ['state', 'pkce.code_verifier', 'callback-url']) {
      expect([name, line(started, `next-auth.${name}`)]).toEqual([name, expect.not.stringMatching(/; Secure/i)]);
    }
    expect(setCookies(started).filter((c) => c.startsWith('__'))).toEqual([]);
  });

  it("makes next-auth's other cookies Secure over HTTPS", async () => {
    const res = await ask('csrf', true);
    expect(line(res, '__Host-next-auth.csrf-token')).toMatch(/; Secure/i);
    expect(line(await ask('csrf', false), 'next-auth.csrf-token')).not.toMatch(/; Secure/i);
  });
});
