import { decode, encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { Browser, signIn, type ProviderTokens } from '@/customer-api/modules/identity/test/browser';
import { startIdentityApi, type IdentityApi } from '@/customer-api/modules/identity/test/identity-api';
import { getCart } from '@/lib/api/cart';
import { authSettings } from '@/lib/config';
import { sessionTokenSchema, type SessionTokens } from '@/lib/auth/session-token';
import { GET as sessionRoute } from '@/app/api/session/route';
import { callContext, resolveCaller } from './caller.server';
import { readCustomerSession, type RequestScope } from './customer-session.server';

let api: IdentityApi;
let tokens: ProviderTokens;
beforeAll(async () => {
  api = await startIdentityApi({ accessTokenTtl: 60 });
  process.env.CUSTOMER_API_URL = api.origin;
  process.env.TENANT = 'demo';
  tokens = await signIn(new Browser(), api.issuer, 'nimal@example.com', 'Demo-pass-1');
});
afterAll(async () => {
  await api.close();
});

const COOKIE = 'next-auth.session-token';

function stored(overrides: Partial<SessionTokens> = {}): SessionTokens {
  return {
    customerId: JSON.parse(Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString()).sub,
    name: 'Nimal Perera',
    email: 'nimal@example.com',
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    idToken: tokens.id_token,
    expiresAt: Date.now() + 60_000,
    realm: 'demo',
    ...overrides,
  };
}

const sealed = (t: SessionTokens) => encode({ token: { ...t, sub: t.customerId }, secret: authSettings().secret });

function scopeOf(cookies: Record<string, string>, writes: Array<string | null> = []): RequestScope {
  const jar = { getAll: () => Object.entries(cookies).map(([name, value]) => ({ name, value })) };
  return { cookie: (name) => cookies[name], cookies: jar, headers: new Headers(), onSessionCookie: (v) => writes.push(v), https: false };
}

describe("the signed-in customer from next-auth's session cookie", () => {
  it('is nobody without a cookie, and nobody for a cookie that does not decrypt', async () => {
    expect(await readCustomerSession(scopeOf({}))).toBeNull();
    expect(await readCustomerSession(scopeOf({ [COOKIE]: 'not-a-jwe' }))).toBeNull();
    const foreign = await encode({ token: stored(), secret: 'another-secret-of-at-least-32-chars!!' });
    expect(await readCustomerSession(scopeOf({ [COOKIE]: foreign }))).toBeNull();
  });

  it('maps to a customer caller whose bearer token the customer API accepts', async () => {
    const writes: Array<string | null> = [];
    const caller = await resolveCaller(scopeOf({ [COOKIE]: await sealed(stored()), inventoryId: 'loc-colombo' }, writes));
    expect(caller).toMatchObject({ kind: 'customer', name: 'Nimal Perera', email: 'nimal@example.com', token: tokens.access_token });
    expect(writes).toEqual([]);
    const cart = await getCart(callContext(caller));
    expect(cart).toBeDefined();
  });

  it('refreshes an access token about to expire through user/refresh and hands back the new cookie', async () => {
    const writes: Array<string | null> = [];
    const old = stored({ expiresAt: Date.now() + 5_000 });
    const session = await readCustomerSession(scopeOf({ [COOKIE]: await sealed(old) }, writes));
    expect(session?.accessToken).toBeDefined();
    expect(session?.accessToken).not.toBe(tokens.access_token);
    expect(writes).toHaveLength(1);
    const renewed = sessionTokenSchema.parse(await decode({ token: writes[0] ?? '', secret: authSettings().secret }));
    expect(renewed.accessToken).toBe(session?.accessToken);
    expect(renewed.expiresAt).toBeGreaterThan(Date.now() + 30_000);
    expect(renewed.idToken).toBeTruthy();
    await expect(getCart({ token: session?.accessToken })).resolves.toBeDefined();
  });

  it('shares one refresh among parallel requests with the same expired token: one user/refresh, one new token for both', async () => {
    // A sign-in of its own: the provider rotates refresh tokens, and a reused one ends the grant.
    const own = await signIn(new Browser(), api.issuer, 'nimal@example.com', 'Demo-pass-1');
    const expired = await sealed(
      stored({ accessToken: own.access_token, refreshToken: own.refresh_token, idToken: own.id_token, expiresAt: Date.now() - 1_000 }),
    );
    const sent = jest.spyOn(globalThis, 'fetch');
    try {
      const writes: Array<string | null> = [];
      const [first, second] = await Promise.all([
        readCustomerSession(scopeOf({ [COOKIE]: expired }, writes)),
        readCustomerSession(scopeOf({ [COOKIE]: expired }, writes)),
      ]);
      const urls = sent.mock.calls.map(([url]) => String(url instanceof Request ? url.url : url));
      const refreshes = urls.filter((url) => url.endsWith('/user/refresh'));
      expect(refreshes).toHaveLength(1);
      expect(first?.accessToken).toBeDefined();
      expect(first?.accessToken).not.toBe(own.access_token);
      expect(second?.accessToken).toBe(first?.accessToken);
      expect(writes).toHaveLength(2);
      await expect(getCart({ token: second?.accessToken })).resolves.toBeDefined();
    } finally {
      sent.mockRestore();
    }
  });

  it('ends the session when the refresh is refused (the caller is then a guest or anonymous, not unavailable)', async () => {
    const writes: Array<string | null> = [];
    const revoked = stored({ refreshToken: 'not-a-refresh-token-the-provider-issued', expiresAt: Date.now() - 1_000 });
    expect(await readCustomerSession(scopeOf({ [COOKIE]: await sealed(revoked) }, writes))).toBeNull();
    expect(writes).toEqual([null]);
    expect((await resolveCaller(scopeOf({ [COOKIE]: await sealed(revoked) }))).kind).toBe('anonymous');
  });

  it('throws (unavailable) when the customer API cannot answer the refresh', async () => {
    const saved = process.env.CUSTOMER_API_URL;
    jest.resetModules();
    process.env.CUSTOMER_API_URL = 'http://127.0.0.1:9';
    try {
      const fresh = (await import('./customer-session.server')) as typeof import('./customer-session.server');
      const expired = stored({ expiresAt: Date.now() - 1_000, refreshToken: 'some-other-refresh-token' });
      await expect(fresh.readCustomerSession(scopeOf({ [COOKIE]: await sealed(expired) }))).rejects.toThrow();
    } finally {
      process.env.CUSTOMER_API_URL = saved;
    }
  });

  it('never puts a token in the /api/session answer', async () => {
    const res = await sessionRoute(
      new NextRequest('http://shop.test/api/session', { headers: { cookie: `${COOKIE}=${await sealed(stored())}`, host: 'shop.test' } }),
    );
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ signedIn: true, name: 'Nimal Perera', state: 'customer', heartWaiting: false });
    for (const secret of [tokens.access_token, tokens.refresh_token, tokens.id_token]) expect(text).not.toContain(secret);
  });
});
