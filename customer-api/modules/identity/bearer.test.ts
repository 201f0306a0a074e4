import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, type JWK } from 'jose';
import { apiError } from '../../../lib/api/schemas';
import { call } from '../../test/start-test-api';
import { Browser, signIn } from './test/browser';
import { startIdentityApi, type IdentityApi } from './test/identity-api';

let idp: IdentityApi;
let real: { access_token: string };
beforeAll(async () => {
  idp = await startIdentityApi();
  real = await signIn(new Browser(), idp.issuer, 'nimal@example.com', 'Demo-pass-1');
});
afterAll(async () => {
  await idp.close();
});

/** The provider's own private signing key, read from its database (what a forger does not have). */
async function providerKey() {
  const { value } = idp.db.prepare("SELECT value FROM identity_keys WHERE name = 'jwks'").get() as { value: string };
  const jwk = (JSON.parse(value) as { keys: (JWK & { kid: string })[] }).keys[0];
  if (!jwk) throw new Error('no key');
  return { key: await importJWK(jwk, 'RS256'), kid: jwk.kid };
}

/** A token with the real one's claims, changed by `overrides`, signed with `key`. */
async function tokenLike(overrides: Record<string, unknown>, signer: { key: Parameters<SignJWT['sign']>[0]; kid: string }) {
  const claims = { ...decodeJwt(real.access_token), ...overrides };
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: signer.kid }).sign(signer.key);
}

async function cartStatus(token: string): Promise<number> {
  const res = await call(`${idp.api}/cart/get`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status === 401) expect(apiError.parse(res.body)).toMatchObject({ code: 'E4010', httpStatus: 401 });
  return res.status;
}

describe('bearer tokens on the customer API', () => {
  it('accepts the provider’s token, and a copy re-signed with the provider’s key (so the checks below are what refuse)', async () => {
    expect(await cartStatus(real.access_token)).toBe(200);
    expect(await cartStatus(await tokenLike({}, await providerKey()))).toBe(200);
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    expect(await cartStatus(await tokenLike({ iat: past - 300, exp: past }, await providerKey()))).toBe(401);
  });

  it('refuses a token for another audience or from another issuer', async () => {
    const key = await providerKey();
    expect(await cartStatus(await tokenLike({ aud: 'another-api' }, key))).toBe(401);
    expect(await cartStatus(await tokenLike({ iss: 'http://evil.test/realms/demo' }, key))).toBe(401);
  });

  it('refuses a token signed with another key under the provider’s key id', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const kid = String(decodeProtectedHeader(real.access_token).kid);
    expect(await cartStatus(await tokenLike({}, { key: privateKey, kid }))).toBe(401);
  });

  it('refuses a tampered token and an ID token used as an access token', async () => {
    const [header, , signature] = real.access_token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(real.access_token), sub: 'someone-else' })).toString('base64url');
    expect(await cartStatus(`${header}.${payload}.${signature}`)).toBe(401);
    const withId = await signIn(new Browser(), idp.issuer, 'kavya@example.com', 'Demo-pass-1');
    expect(await cartStatus(withId.id_token)).toBe(401);
  });

  it('refuses a token of a customer that no longer exists', async () => {
    const key = await providerKey();
    expect(await cartStatus(await tokenLike({ sub: '00000000-0000-0000-0000-000000000000' }, key))).toBe(401);
  });
});
