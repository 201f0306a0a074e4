import { apiSettings } from '../../settings';
import { cspSources, identityOptionsFrom, storefrontOrigins } from '.';

const settingsOf = (vars: Record<string, string>) => apiSettings({ NODE_ENV: 'test', ...vars });

describe('identity settings', () => {
  it('run the demo with no variables: issuer on localhost at the API port, mails beside the database', () => {
    const options = identityOptionsFrom(settingsOf({ API_PORT: '4100', DATABASE_PATH: '/tmp/e2e/api.sqlite' }));
    expect(options).toMatchObject({
      issuerBase: 'http://localhost:4100',
      realm: 'demo',
      callbackPath: '/api/auth/callback/keycloak',
      accessTokenTtl: 300,
      outboxDir: '/tmp/e2e/outbox',
      extraOrigins: [],
    });
  });

  it('take the public URL, then AUTH_ISSUER_BASE, and split extra origins', () => {
    expect(identityOptionsFrom(settingsOf({ API_PUBLIC_URL: 'https://api.shop.example' })).issuerBase).toBe('https://api.shop.example');
    const options = identityOptionsFrom(
      settingsOf({ API_PUBLIC_URL: 'https://api.shop.example', AUTH_ISSUER_BASE: 'https://id.shop.example', AUTH_EXTRA_ORIGINS: 'https://a.example, https://b.example' }),
    );
    expect(options.issuerBase).toBe('https://id.shop.example');
    expect(options.extraOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuse a short client secret and a malformed realm', () => {
    expect(() => settingsOf({ AUTH_CLIENT_SECRET: 'short' })).toThrow(/AUTH_CLIENT_SECRET/);
    expect(() => settingsOf({ AUTH_REALM: 'Demo Realm' })).toThrow(/AUTH_REALM/);
  });
});

describe('storefront origins allowed as redirect targets', () => {
  it('add the loopback aliases of a loopback storefront, and nothing for a public one', () => {
    expect(storefrontOrigins('http://localhost:3000/', [])).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(storefrontOrigins('https://shop.example/path', ['https://www.shop.example/'])).toEqual(['https://shop.example', 'https://www.shop.example']);
    // A CSP source list cannot name an IPv6 literal: the provider pages leave it out of form-action.
    expect(cspSources(storefrontOrigins('http://localhost:3000/', []))).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });
});
