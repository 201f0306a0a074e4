import type Database from 'better-sqlite3';

/**
 * Customers and everything the OpenID Connect provider keeps: its models (sessions, grants, codes,
 * refresh tokens, interactions) keyed by model and id with an expiry, its keys, the single-use mail
 * tokens and the failure counters that slow down and lock repeated sign-in attempts.
 */
export const identityMigration = {
  name: 'identity',
  up: (db: Database.Database): void => {
    db.exec(`
      CREATE TABLE customers (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
        locale TEXT NOT NULL DEFAULT 'en',
        created_at TEXT NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
        locked_until INTEGER
      ) WITHOUT ROWID;

      -- Verification and password-reset links: only a SHA-256 of the token is stored; used once.
      CREATE TABLE customer_tokens (
        token_hash TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      ) WITHOUT ROWID;
      CREATE INDEX customer_tokens_by_customer ON customer_tokens (customer_id, purpose);

      -- oidc-provider models; expires_at and consumed_at in epoch seconds.
      CREATE TABLE oidc_payloads (
        model TEXT NOT NULL,
        id TEXT NOT NULL,
        payload TEXT NOT NULL,
        grant_id TEXT,
        uid TEXT,
        user_code TEXT,
        account_id TEXT,
        expires_at INTEGER,
        consumed_at INTEGER,
        PRIMARY KEY (model, id)
      ) WITHOUT ROWID;
      CREATE INDEX oidc_payloads_by_grant ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
      CREATE INDEX oidc_payloads_by_uid ON oidc_payloads (model, uid) WHERE uid IS NOT NULL;
      CREATE INDEX oidc_payloads_by_user_code ON oidc_payloads (model, user_code) WHERE user_code IS NOT NULL;
      CREATE INDEX oidc_payloads_by_account ON oidc_payloads (account_id) WHERE account_id IS NOT NULL;
      CREATE INDEX oidc_payloads_by_expiry ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;

      -- Signing keys (private JWKS) and cookie keys generated on first start.
      CREATE TABLE identity_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at TEXT NOT NULL) WITHOUT ROWID;

      -- Failure counters that are not a customer's own: per IP address, and per unknown email (so an
      -- unknown address slows down and locks exactly like a known one).
      CREATE TABLE identity_throttle (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        window_start INTEGER NOT NULL,
        locked_until INTEGER
      ) WITHOUT ROWID;
    `);
  },
};
