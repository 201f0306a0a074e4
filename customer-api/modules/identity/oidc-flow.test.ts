import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { apiError } from '../../../lib/api/schemas';
import { Shopper } from '../../test/commerce-api';
import { call, postJson } from '../../test/start-test-api';
import { Browser, formOf, openSignIn, pkce, signIn, submitSignIn, tokenRequest } from './test/browser';
import { CALLBACK, startIdentityApi, STOREFRONT, type IdentityApi } from './test/identity-api';

const NIMAL = { email: 'nimal@example.com', password: 'Demo-pass-1' };

let idp: IdentityApi;
beforeAll(async () => {
  idp = await startIdentityApi();
});
afterAll(async () => {
  await idp.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const customerIdOf = (email: string) => (idp.db.prepare('SELECT id FROM customers WHERE email = ?').get(email) as { id: string }).id;

async function expectUnauthorized(url: string, token: string) {
  const res = await call(url, { headers: bearer(token) });
  expect(res.status).toBe(401);
  expect(apiError.parse(res.body)).toMatchObject({ code: 'E4010', httpStatus: 401 });
}

describe('discovery', () => {
  it('publishes the provider at Keycloak’s URL shape with PKCE S256 and the shop’s languages', async () => {
    const res = await call(`${idp.issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      issuer: idp.issuer,
      authorization_endpoint: `${idp.issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${idp.issuer}/protocol/openid-connect/token`,
      userinfo_endpoint: `${idp.issuer}/protocol/openid-connect/userinfo`,
      end_session_endpoint: `${idp.issuer}/protocol/openid-connect/logout`,
      jwks_uri: `${idp.issuer}/protocol/openid-connect/certs`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      ui_locales_supported: ['en', 'si', 'ta'],
    });
  });

  it('publishes only public signing keys', async () => {
    const res = await call(`${idp.issuer}/protocol/openid-connect/certs`);
    const { keys } = res.body as { keys: Record<string, unknown>[] };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toHaveProperty('d');
  });
});

describe('authorization code flow with PKCE', () => {
  it('signs a customer in through the login page and the cart API takes the access token as theirs', async () => {
    // A guest fills a cart first; signing in adopts it.
    const guest = new Shopper(idp.api);
    expect((await guest.add('p-wrap', 'ribbon:off', 2)).status).toBe(200);

    const browser = new Browser();
    const p = pkce();
    const page = await openSignIn(browser, idp.issuer, p);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en">');
    const form = formOf(page.html, '/login');
    expect(form.hidden.csrf).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const back = await submitSignIn(browser, idp.issuer, page, NIMAL.email, NIMAL.password);
    expect(back.status).toBe(303);
    const callback = new URL(back.location ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
    expect(callback.searchParams.get('state')).toBe(p.state);
    expect(callback.searchParams.get('iss')).toBe(idp.issuer);

    const tokens = await tokenRequest(idp.issuer, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: CALLBACK,
      code_verifier: p.verifier,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 300 });

    const certs = (await call(`${idp.issuer}/protocol/openid-connect/certs`)).body as JSONWebKeySet;
    const { payload: id } = await jwtVerify(String(tokens.body.id_token), createLocalJWKSet(certs), {
      issuer: idp.issuer,
      audience: 'web-portal',
    });
    const customerId = customerIdOf(NIMAL.email);
    expect(id).toMatchObject({ sub: customerId, email: NIMAL.email, email_verified: true, name: 'Nimal Perera' });

    const access = decodeJwt(String(tokens.body.access_token));
    expect(access).toMatchObject({ iss: idp.issuer, aud: 'customer-api', sub: customerId, client_id: 'web-portal' });

    const customer = new Shopper(idp.api, { bearer: String(tokens.body.access_token), session: guest.session });
    const cart = await customer.cart();
    expect(cart.itemCount).toBe(2);
    const owner = idp.db.prepare("SELECT owner_kind, owner_key FROM carts WHERE status = 'OPEN' AND owner_key = ?").get(customerId);
    expect(owner).toEqual({ owner_kind: 'user', owner_key: customerId });
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const browser = new Browser();
    const params = new URLSearchParams({
      client_id: 'web-portal',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: CALLBACK,
      state: 's1',
    });
    const res = await browser.get(`${idp.issuer}/protocol/openid-connect/auth?${params.toString()}`);
    const location = new URL(res.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a code exchanged with the wrong PKCE verifier or the wrong client secret', async () => {
    const browser = new Browser();
    const p = pkce();
    const back = await submitSignIn(browser, idp.issuer, await openSignIn(browser, idp.issuer, p), NIMAL.email, NIMAL.password);
    const code = new URL(back.location ?? '').searchParams.get('code') ?? '';
    const wrongSecret = await tokenRequest(
      idp.issuer,
      { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: p.verifier },
      `Basic ${Buffer.from('web-portal:not-the-secret').toString('base64')}`,
    );
    expect(wrongSecret.status).toBe(401);
    const wrongVerifier = await tokenRequest(idp.issuer, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      code_verifier: pkce().verifier,
    });
    expect(wrongVerifier).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a sign-in form without the page’s CSRF token', async () => {
    const browser = new Browser();
    const page = await openSignIn(browser, idp.issuer, pkce());
    const form = formOf(page.html, '/login');
    const forged = await browser.post(new URL(form.action, page.url).href, {
      email: NIMAL.email,
      password: NIMAL.password,
      csrf: 'forged',
    });
    expect(forged.status).toBe(400);
    expect(forged.location).toBeNull();
  });

  it('signs a returning browser in without asking again while its session lasts', async () => {
    const browser = new Browser();
    await signIn(browser, idp.issuer, NIMAL.email, NIMAL.password);
    const again = await openSignIn(browser, idp.issuer, pkce());
    expect(again.location?.startsWith(CALLBACK)).toBe(true);
  });
});

describe('refresh', () => {
  let short: IdentityApi;
  beforeAll(async () => {
    short = await startIdentityApi({ accessTokenTtl: 2 });
  });
  afterAll(async () => {
    await short.close();
  });

  it('replaces an expired access token through user/refresh and through the token endpoint', async () => {
    const tokens = await signIn(new Browser(), short.issuer, NIMAL.email, NIMAL.password);
    expect(tokens.expires_in).toBe(2);
    expect((await call(`${short.api}/cart/get`, { headers: bearer(tokens.access_token) })).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 3000));
    await expectUnauthorized(`${short.api}/cart/get`, tokens.access_token);

    const refreshed = await postJson(`${short.api}/user/refresh`, { refreshToken: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const set = refreshed.body as { accessToken: string; refreshToken: string; idToken: string; tokenType: string; expiresIn: number };
    expect(set).toMatchObject({ tokenType: 'Bearer', expiresIn: 2 });
    expect(set.accessToken).not.toBe(tokens.access_token);
    expect((await call(`${short.api}/cart/get`, { headers: bearer(set.accessToken) })).status).toBe(200);

    const direct = await tokenRequest(short.issuer, { grant_type: 'refresh_token', refresh_token: set.refreshToken });
    expect(direct.status).toBe(200);
    expect((await call(`${short.api}/cart/get`, { headers: bearer(String(direct.body.access_token)) })).status).toBe(200);
  }, 20_000);

  it('answers 401 to an unknown refresh token and 400 to a malformed request', async () => {
    const unknown = await postJson(`${short.api}/user/refresh`, { refreshToken: 'not-a-refresh-token' });
    expect(unknown.status).toBe(401);
    expect(apiError.parse(unknown.body).code).toBe('E4010');
    expect((await postJson(`${short.api}/user/refresh`, {})).status).toBe(400);
  });
});

describe('signing out', () => {
  it('ends the session through the end-session endpoint and returns to the shop', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, idp.issuer, NIMAL.email, NIMAL.password);
    const params = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${STOREFRONT}/`, state: 'bye' });
    const confirm = await browser.get(`${idp.issuer}/protocol/openid-connect/logout?${params.toString()}`);
    expect(confirm.status).toBe(200);
    expect(confirm.html).toContain("document.getElementById('op.logoutForm').submit();");
    const done = await browser.submit(confirm, { logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${STOREFRONT}/?state=bye`);

    await expectUnauthorized(`${idp.api}/cart/get`, tokens.access_token);
    expect(await tokenRequest(idp.issuer, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    const next = await openSignIn(browser, idp.issuer, pkce());
    expect(next.status).toBe(200);
    expect(formOf(next.html, '/login').action).toContain('/login-actions/');
  });

  it('ends the session through user/logout with the bearer token', async () => {
    const tokens = await signIn(new Browser(), idp.issuer, NIMAL.email, NIMAL.password);
    const out = await call(`${idp.api}/user/logout`, { method: 'POST', headers: bearer(tokens.access_token) });
    expect(out).toMatchObject({ status: 200, body: { signedOut: true } });
    await expectUnauthorized(`${idp.api}/cart/get`, tokens.access_token);
    expect((await postJson(`${idp.api}/user/refresh`, { refreshToken: tokens.refresh_token })).status).toBe(401);
  });

  it('ends the session through user/logout with the refresh token alone', async () => {
    const tokens = await signIn(new Browser(), idp.issuer, NIMAL.email, NIMAL.password);
    const out = await postJson(`${idp.api}/user/logout`, { refreshToken: tokens.refresh_token });
    expect(out.status).toBe(200);
    await expectUnauthorized(`${idp.api}/cart/get`, tokens.access_token);
  });

  it('answers 401 to user/logout without a valid token', async () => {
    const out = await call(`${idp.api}/user/logout`, { method: 'POST', headers: bearer('nonsense') });
    expect(out.status).toBe(401);
  });
});

describe('a restart of the server', () => {
  it('keeps keys, sessions, grants and refresh tokens (all in SQLite)', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, idp.issuer, NIMAL.email, NIMAL.password);
    await idp.restart();

    expect((await call(`${idp.api}/cart/get`, { headers: bearer(tokens.access_token) })).status).toBe(200);
    const refreshed = await tokenRequest(idp.issuer, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const again = await openSignIn(browser, idp.issuer, pkce());
    expect(again.location?.startsWith(CALLBACK)).toBe(true);
    const rows = idp.db
      .prepare("SELECT model, COUNT(*) AS n FROM oidc_payloads WHERE model IN ('Session', 'Grant', 'RefreshToken') GROUP BY model")
      .all();
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ model: 'Session' }),
        expect.objectContaining({ model: 'Grant' }),
        expect.objectContaining({ model: 'RefreshToken' }),
      ]),
    );
  });
});

describe('UserInfo', () => {
  const userinfo = (token: string, method = 'GET') =>
    call(`${idp.issuer}/protocol/openid-connect/userinfo`, { method, headers: bearer(token) });

  it('answers the claims of the granted scopes for the access token the client got', async () => {
    const tokens = await signIn(new Browser(), idp.issuer, NIMAL.email, NIMAL.password);
    for (const method of ['GET', 'POST']) {
      const res = await userinfo(tokens.access_token, method);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        sub: customerIdOf(NIMAL.email),
        email: NIMAL.email,
        email_verified: true,
        name: 'Nimal Perera',
        preferred_username: NIMAL.email,
        locale: 'si',
      });
    }
  });

  it('refuses a forged or signed-out token with invalid_token', async () => {
    const tokens = await signIn(new Browser(), idp.issuer, NIMAL.email, NIMAL.password);
    expect((await userinfo('nonsense')).status).toBe(401);
    await call(`${idp.api}/user/logout`, { method: 'POST', headers: bearer(tokens.access_token) });
    const res = await userinfo(tokens.access_token);
    expect(res).toMatchObject({ status: 401, body: { error: 'invalid_token' } });
  });
});

describe('an authorization code used twice', () => {
  it('revokes the grant: the access token issued from it stops working at the customer API', async () => {
    const browser = new Browser();
    const p = pkce();
    const back = await submitSignIn(browser, idp.issuer, await openSignIn(browser, idp.issuer, p), NIMAL.email, NIMAL.password);
    const code = new URL(back.location ?? '').searchParams.get('code') ?? '';
    const exchange = () =>
      tokenRequest(idp.issuer, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: p.verifier });
    const first = await exchange();
    expect(first.status).toBe(200);
    const access = String(first.body.access_token);
    expect((await call(`${idp.api}/cart/get`, { headers: bearer(access) })).status).toBe(200);

    expect(await exchange()).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    await expectUnauthorized(`${idp.api}/cart/get`, access);
    expect((await tokenRequest(idp.issuer, { grant_type: 'refresh_token', refresh_token: String(first.body.refresh_token) })).status).toBe(
      400,
    );
  });
});
