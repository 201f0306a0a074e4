import type { Migration } from '../core/migrate';

/**
 * A customer's new sign-in email waiting for its owner to follow the link mailed to it (one per
 * customer; a newer request replaces it). Only a SHA-256 of the link's token is stored.
 */
const emailChange: Migration = {
  version: 11,
  name: 'email-change',
  up: (db) =>
    db.exec(`
      CREATE TABLE email_changes (
        customer_id TEXT PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
        new_email TEXT NOT NULL COLLATE NOCASE,
        token_hash TEXT NOT NULL UNIQUE,
        expires_at INTEGER NOT NULL
      ) WITHOUT ROWID;
    `),
};

export default emailChange;
