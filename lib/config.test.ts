import { authSettings, DEMO_CLIENT_SECRET, parseConfig } from './config';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('storefront settings for sign-in', () => {
  it('defaults to the demo: issuer base is the customer API origin, client web-portal, realm demo', () => {
    const auth = authSettings(parseConfig({ CUSTOMER_API_URL: 'http://127.0.0.1:4170/ignored/path' }));
    expect(auth).toMatchObject({
      issuerBase: 'http://127.0.0.1:4170',
      fixedRealm: null,
      defaultRealm: 'demo',
      clientId: 'web-portal',
      clientSecret: DEMO_CLIENT_SECRET,
    });
    expect(auth.secret.length).toBeGreaterThanOrEqual(32);
  });

  it('takes AUTH_ISSUER_BASE, AUTH_REALM, the realm allow-list and the secrets from the environment', () => {
    const auth = authSettings(
      parseConfig({
        AUTH_ISSUER_BASE: 'https://id.example.com/',
        AUTH_REALM: 'retail',
        AUTH_REALMS: 'retail, wholesale',
        AUTH_CLIENT_ID: 'shop',
        AUTH_CLIENT_SECRET: 'a-client-secret-0123',
        NEXTAUTH_SECRET: SECRET,
      }),
    );
    expect(auth).toEqual({
      issuerBase: 'https://id.example.com',
      fixedRealm: 'retail',
      allowedRealms: ['retail', 'wholesale'],
      defaultRealm: 'demo',
      clientId: 'shop',
      clientSecret: 'a-client-secret-0123',
      secret: SECRET,
    });
  });

  it('refuses in production without the session and client secrets, naming them (DEMO=1 allows the defaults)', () => {
    const prod = parseConfig({ NODE_ENV: 'production' });
    expect(() => authSettings(prod)).toThrow(/AUTH_SECRET \(or NEXTAUTH_SECRET\) and AUTH_CLIENT_SECRET must be set in production/);
    expect(() => authSettings(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET }))).toThrow(/AUTH_CLIENT_SECRET must be set/);
    expect(
      authSettings(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, AUTH_CLIENT_SECRET: 'a-client-secret-0123' })).secret,
    ).toBe(SECRET);
    expect(authSettings(parseConfig({ NODE_ENV: 'production', DEMO: '1', SITE_URL: 'http://localhost:3000' })).clientSecret).toBe(
      DEMO_CLIENT_SECRET,
    );
  });

  it('refuses malformed values: a short secret, a realm with a slash, an issuer that is not a URL', () => {
    expect(() => parseConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => parseConfig({ AUTH_REALM: '../admin' })).toThrow(/AUTH_REALM/);
    expect(() => parseConfig({ AUTH_REALMS: 'ok,no/pe' })).toThrow(/AUTH_REALMS/);
    expect(() => parseConfig({ AUTH_ISSUER_BASE: 'id.example.com' })).toThrow(/AUTH_ISSUER_BASE/);
    expect(() => parseConfig({ DEMO: 'yes' })).toThrow(/DEMO/);
  });
});
