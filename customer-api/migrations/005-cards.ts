import type { Migration } from '../core/migrate';

/**
 * Saved cards (modules/cards): only what a payment gateway hands back after a payment — a token,
 * brand, last four digits, expiry and holder name; never the card number or the security code.
 * No foreign key to customers: the owner is the bearer's user id, as on carts and orders.
 */
const cards: Migration = {
  version: 5,
  name: 'cards',
  up: (db) =>
    db.exec(`
      CREATE TABLE saved_cards (
        id TEXT PRIMARY KEY,
        owner_key TEXT NOT NULL,
        token TEXT NOT NULL UNIQUE,
        brand TEXT NOT NULL,
        last4 TEXT NOT NULL CHECK (length(last4) = 4),
        exp_month INTEGER NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
        exp_year INTEGER NOT NULL CHECK (exp_year BETWEEN 2000 AND 2099),
        holder_name TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX saved_cards_by_owner ON saved_cards (owner_key, created_at);
    `),
};

export default cards;
