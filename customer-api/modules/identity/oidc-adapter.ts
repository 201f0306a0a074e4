import type Database from 'better-sqlite3';
import type { Adapter, AdapterPayload } from 'oidc-provider';

const epoch = (): number => Math.floor(Date.now() / 1000);

interface PayloadRow {
  payload: string;
  consumed_at: number | null;
}

/**
 * oidc-provider's storage in SQLite: one row per model and id, with the lookups the provider needs
 * (session uid, user code, grant id) as indexed columns. Expired rows read as absent and are deleted
 * by `removeExpired`.
 */
export class SqliteOidcStore {
  private readonly statements;

  constructor(private readonly db: Database.Database) {
    this.statements = {
      upsert: db.prepare(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, uid, user_code, account_id, expires_at, consumed_at)
         VALUES (@model, @id, @payload, @grantId, @uid, @userCode, @accountId, @expiresAt, NULL)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
           user_code = excluded.user_code, account_id = excluded.account_id, expires_at = excluded.expires_at, consumed_at = NULL`,
      ),
      find: db.prepare(
        'SELECT payload, consumed_at FROM oidc_payloads WHERE model = ? AND id = ? AND (expires_at IS NULL OR expires_at > ?)',
      ),
      findByUid: db.prepare(
        'SELECT payload, consumed_at FROM oidc_payloads WHERE model = ? AND uid = ? AND (expires_at IS NULL OR expires_at > ?)',
      ),
      findByUserCode: db.prepare(
        'SELECT payload, consumed_at FROM oidc_payloads WHERE model = ? AND user_code = ? AND (expires_at IS NULL OR expires_at > ?)',
      ),
      consume: db.prepare('UPDATE oidc_payloads SET consumed_at = ? WHERE model = ? AND id = ?'),
      destroy: db.prepare('DELETE FROM oidc_payloads WHERE model = ? AND id = ?'),
      revokeByGrantId: db.prepare('DELETE FROM oidc_payloads WHERE grant_id = ?'),
      sessionAlive: db.prepare(
        "SELECT 1 FROM oidc_payloads WHERE model = 'Session' AND uid = ? AND account_id = ? AND (expires_at IS NULL OR expires_at > ?)",
      ),
      grantAlive: db.prepare(
        "SELECT payload FROM oidc_payloads WHERE model = 'Grant' AND id = ? AND (expires_at IS NULL OR expires_at > ?)",
      ),
      removeExpired: db.prepare('DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at <= ?'),
      removeAccount: db.prepare('DELETE FROM oidc_payloads WHERE account_id = ?'),
    };
  }

  /** The adapter factory oidc-provider is configured with (one instance per model name). */
  adapterFor = (model: string): Adapter => new SqliteModelAdapter(model, this);

  upsert(model: string, id: string, payload: AdapterPayload, expiresIn: number | undefined): void {
    this.statements.upsert.run({
      model,
      id,
      payload: JSON.stringify(payload),
      grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
      accountId: typeof payload.accountId === 'string' ? payload.accountId : null,
      expiresAt: typeof expiresIn === 'number' ? epoch() + expiresIn : null,
    });
  }

  find(model: string, id: string): AdapterPayload | undefined {
    return revive(this.statements.find.get(model, id, epoch()) as PayloadRow | undefined);
  }

  findByUid(model: string, uid: string): AdapterPayload | undefined {
    return revive(this.statements.findByUid.get(model, uid, epoch()) as PayloadRow | undefined);
  }

  findByUserCode(model: string, userCode: string): AdapterPayload | undefined {
    return revive(this.statements.findByUserCode.get(model, userCode, epoch()) as PayloadRow | undefined);
  }

  consume(model: string, id: string): void {
    this.statements.consume.run(epoch(), model, id);
  }

  destroy(model: string, id: string): void {
    this.statements.destroy.run(model, id);
  }

  /** Every code, token and grant record issued under a grant, whatever its model. */
  revokeByGrantId(grantId: string): void {
    this.statements.revokeByGrantId.run(grantId);
  }

  /** Whether the sign-in session an access token was issued in still exists for that customer. */
  isSessionAlive(sessionUid: string, accountId: string): boolean {
    return this.statements.sessionAlive.get(sessionUid, accountId, epoch()) !== undefined;
  }

  /** Whether a grant still stands for that customer: oidc-provider destroys it when its code is used twice. */
  isGrantAlive(grantId: string, accountId: string): boolean {
    const row = this.statements.grantAlive.get(grantId, epoch()) as { payload: string } | undefined;
    return row !== undefined && (JSON.parse(row.payload) as AdapterPayload).accountId === accountId;
  }

  /** The OpenID scopes a live grant gave its client (space-separated), or undefined. */
  grantedScope(grantId: string): string | undefined {
    const grant = this.find('Grant', grantId) as (AdapterPayload & { openid?: { scope?: unknown } }) | undefined;
    return typeof grant?.openid?.scope === 'string' ? grant.openid.scope : undefined;
  }

  /** Ends every session, grant and token of a customer (after a password reset). */
  removeAccount(accountId: string): void {
    this.statements.removeAccount.run(accountId);
  }

  removeExpired(): number {
    return this.statements.removeExpired.run(epoch()).changes;
  }
}

function revive(row: PayloadRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = JSON.parse(row.payload) as AdapterPayload;
  return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
}

class SqliteModelAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly store: SqliteOidcStore,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    this.store.upsert(this.model, id, payload, expiresIn);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.store.find(this.model, id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.store.findByUid(this.model, uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.store.findByUserCode(this.model, userCode);
  }

  async consume(id: string): Promise<void> {
    this.store.consume(this.model, id);
  }

  async destroy(id: string): Promise<void> {
    this.store.destroy(this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    this.store.revokeByGrantId(grantId);
  }
}
