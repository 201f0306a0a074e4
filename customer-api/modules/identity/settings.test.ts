import { apiSettings } from '../../settings';
import { cspSources, identityOptionsFrom, storefrontOrigins } from '.';
import { DEMO_CLIENT_SECRET } from './settings';

const settingsOf = (vars: Record<string, string>) => apiSettings({ NODE_ENV: 'test', ...vars });
const REAL = { AUTH_CLIENT_SECRET: 'a-real-secret-of-this-shop-0123' };

describe('identity settings', () => {
  it('run the demo with DEMO=1 alone: the published secret, issuer on localhost at the API port, mails beside the database', () => {
    const options = identityOptionsFrom(settingsOf({ DEMO: '1', API_PORT: '4100', DATABASE_PATH: '/tmp/e2e/api.sqlite' }));
    expect(options).toMatchObject({
      clientSecret: DEMO_CLIENT_SECRET,
      issuerBase: 'http://localhost:4100',
      realm: 'demo',
      callbackPath: '/api/auth/callback/keycloak',
      accessTokenTtl: 300,
      outboxDir: '/tmp/e2e/outbox',
      extraOrigins: [],
    });
  });

  it('take the public URL, then AUTH_ISSUER_BASE, and split extra origins', () => {
    expect(identityOptionsFrom(settingsOf({ ...REAL, API_PUBLIC_URL: 'https://api.shop.example' })).issuerBase).toBe(
      'https://api.shop.example',
    );
    const options = identityOptionsFrom(
      settingsOf({
        ...REAL,
        API_PUBLIC_URL: 'https://api.shop.example',
        AUTH_ISSUER_BASE: 'https://id.shop.example',
        AUTH_EXTRA_ORIGINS: 'https://a.example, https://b.example',
      }),
    );
    expect(options.issuerBase).toBe('https://id.shop.example');
    expect(options.extraOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuse to start without a client secret of its own unless DEMO=1, and never with the published one outside the demo', () => {
    for (const env of ['production', 'development', 'test']) {
      expect(() => identityOptionsFrom(settingsOf({ NODE_ENV: env }))).toThrow(/AUTH_CLIENT_SECRET is not set.*DEMO=1/s);
      expect(() => identityOptionsFrom(settingsOf({ NODE_ENV: env, AUTH_CLIENT_SECRET: DEMO_CLIENT_SECRET }))).toThrow(
        /demo secret published/,
      );
      expect(() => identityOptionsFrom(settingsOf({ NODE_ENV: env, DEMO: '0' }))).toThrow(/AUTH_CLIENT_SECRET/);
      expect(identityOptionsFrom(settingsOf({ NODE_ENV: env, ...REAL })).clientSecret).toBe(REAL.AUTH_CLIENT_SECRET);
      expect(identityOptionsFrom(settingsOf({ NODE_ENV: env, DEMO: '1' })).clientSecret).toBe(DEMO_CLIENT_SECRET);
      expect(identityOptionsFrom(settingsOf({ NODE_ENV: env, DEMO: '1', ...REAL })).clientSecret).toBe(REAL.AUTH_CLIENT_SECRET);
    }
    expect(() => settingsOf({ DEMO: 'yes' })).toThrow(/DEMO/);
  });

  it('refuse a short client secret and a malformed realm', () => {
    expect(() => settingsOf({ AUTH_CLIENT_SECRET: 'short' })).toThrow(/AUTH_CLIENT_SECRET/);
    expect(() => settingsOf({ AUTH_REALM: 'Demo Realm' })).toThrow(/AUTH_REALM/);
  });
});

describe('storefront origins allowed as redirect targets', () => {
  it('add the loopback aliases of a loopback storefront, and nothing for a public one', () => {
    expect(storefrontOrigins('http://localhost:3000/', [])).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(storefrontOrigins('https://shop.example/path', ['https://www.shop.example/'])).toEqual([
      'https://shop.example',
      'https://www.shop.example',
    ]);
    // A CSP source list cannot name an IPv6 literal: the provider pages leave it out of form-action.
    expect(cspSources(storefrontOrigins('http://localhost:3000/', []))).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });
});
