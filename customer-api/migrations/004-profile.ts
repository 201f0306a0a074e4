import type { Migration } from '../core/migrate';

/**
 * Customer profiles (modules/profile): the profile fields identity does not keep, saved addresses
 * and the wish list. Rows go with their customer; no foreign keys to the catalogue (a reseed replaces it).
 */
const profile: Migration = {
  version: 4,
  name: 'profile',
  up: (db) =>
    db.exec(`
      CREATE TABLE customer_profiles (
        customer_id TEXT PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
        birthday TEXT,
        gender TEXT CHECK (gender IN ('male', 'female')),
        phone TEXT NOT NULL DEFAULT '',
        default_billing_address TEXT,
        default_shipping_address TEXT
      ) WITHOUT ROWID;

      CREATE TABLE customer_addresses (
        id TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        json TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX customer_addresses_by_customer ON customer_addresses (customer_id, seq);

      CREATE TABLE wish_list_items (
        customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        base_id TEXT NOT NULL,
        variance_key TEXT NOT NULL,
        added_at TEXT NOT NULL,
        PRIMARY KEY (customer_id, base_id, variance_key)
      ) WITHOUT ROWID;
    `),
};

export default profile;
