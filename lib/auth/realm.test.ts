import { issuerFor, realmFor } from './realm';

const settings = { fixedRealm: null, allowedRealms: ['retail', 'wholesale'], defaultRealm: 'demo' };

describe('the realm of a request', () => {
  it('is the global AUTH_REALM whatever the cookie says', () => {
    expect(realmFor({ ...settings, fixedRealm: 'retail' }, 'wholesale')).toBe('retail');
  });

  it('is the cookie only when the allow-list has it, else the retailer default', () => {
    expect(realmFor(settings, 'wholesale')).toBe('wholesale');
    expect(realmFor(settings, 'master')).toBe('demo');
    expect(realmFor(settings, undefined)).toBe('demo');
  });

  it('makes Keycloak issuer URLs', () => {
    expect(issuerFor('http://127.0.0.1:4000/', 'demo')).toBe('http://127.0.0.1:4000/realms/demo');
  });
});
