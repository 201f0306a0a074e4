import Database from 'better-sqlite3';
import { loadProviderKeys } from './keys';
import { identityMigration } from './migration';
import { SqliteOidcStore } from './oidc-adapter';

function freshDb() {
  const db = new Database(':memory:');
  identityMigration.up(db);
  return db;
}

describe('oidc-provider storage in SQLite', () => {
  it('finds by id, session uid and user code, and reads expired rows as absent until removed', async () => {
    const db = freshDb();
    const store = new SqliteOidcStore(db);
    const sessions = store.adapterFor('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'c1' }, 60);
    await store.adapterFor('DeviceCode').upsert('d1', { userCode: 'ABCD', grantId: 'g1' }, 60);
    await sessions.upsert('old', { uid: 'u0', accountId: 'c1' }, -1);

    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'c1' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'c1' });
    expect(await store.adapterFor('DeviceCode').findByUserCode('ABCD')).toMatchObject({ grantId: 'g1' });
    expect(await sessions.find('old')).toBeUndefined();
    expect(store.isSessionAlive('u1', 'c1')).toBe(true);
    expect(store.isSessionAlive('u1', 'someone-else')).toBe(false);
    expect(store.removeExpired()).toBe(1);
  });

  it('marks a code consumed and revokes everything issued under a grant', async () => {
    const db = freshDb();
    const store = new SqliteOidcStore(db);
    await store.adapterFor('AuthorizationCode').upsert('code1', { grantId: 'g1' }, 60);
    await store.adapterFor('RefreshToken').upsert('rt1', { grantId: 'g1' }, 60);
    await store.adapterFor('RefreshToken').upsert('rt2', { grantId: 'g2' }, 60);
    await store.adapterFor('AuthorizationCode').consume('code1');
    expect((await store.adapterFor('AuthorizationCode').find('code1'))?.consumed).toEqual(expect.any(Number));

    await store.adapterFor('AccessToken').revokeByGrantId('g1');
    expect(await store.adapterFor('AuthorizationCode').find('code1')).toBeUndefined();
    expect(await store.adapterFor('RefreshToken').find('rt1')).toBeUndefined();
    expect(await store.adapterFor('RefreshToken').find('rt2')).toEqual({ grantId: 'g2' });
  });
});

describe('provider keys', () => {
  it('are generated once and then read back from the database', () => {
    const db = freshDb();
    const first = loadProviderKeys(db, {});
    const second = loadProviderKeys(db, {});
    expect(second.jwks).toEqual(first.jwks);
    expect(second.cookieKeys).toEqual(first.cookieKeys);
    expect(first.signingAlg).toBe('RS256');
    expect(first.publicJwks.keys[0]).not.toHaveProperty('d');
  });

  it('come from AUTH_JWKS when given, and a public key there is refused', () => {
    const db = freshDb();
    const generated = loadProviderKeys(freshDb(), {});
    const configured = loadProviderKeys(db, { jwks: JSON.stringify(generated.jwks), cookieKeys: 'a-cookie-key-of-32-characters-xx' });
    expect(configured.jwks.keys[0]?.kid).toBe(generated.jwks.keys[0]?.kid);
    expect(configured.cookieKeys).toEqual(['a-cookie-key-of-32-characters-xx']);
    expect(() => loadProviderKeys(db, { jwks: JSON.stringify(generated.publicJwks) })).toThrow(
      /^AUTH_JWKS is not a private JSON Web Key Set: [^\n]*\bd\b[^\n]*$/,
    );
    expect(() => loadProviderKeys(db, { cookieKeys: 'short' })).toThrow(/at least 16/);
  });
});
