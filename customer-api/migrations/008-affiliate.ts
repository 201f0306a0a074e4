import type { Migration } from '../core/migrate';

const BANKS: readonly [string, string][] = [
  ['boc', 'Bank of Ceylon'],
  ['peoples', "People's Bank"],
  ['commercial', 'Commercial Bank of Ceylon'],
  ['hnb', 'Hatton National Bank'],
  ['sampath', 'Sampath Bank'],
  ['seylan', 'Seylan Bank'],
  ['ndb', 'National Development Bank'],
  ['dfcc', 'DFCC Bank'],
];

/**
 * The affiliate programme (modules/affiliate): banks to choose from, affiliates (a customer and their
 * bank details), their links, clicks (one per link and browser session) and the carts a link
 * brought (the cart's order is the attributed order; its earning is worked out from the order).
 */
const affiliate: Migration = {
  version: 8,
  name: 'affiliate',
  up: (db) => {
    db.exec(`
      CREATE TABLE affiliate_banks (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        position INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE affiliates (
        customer_key TEXT PRIMARY KEY,
        bank_id TEXT NOT NULL REFERENCES affiliate_banks (id),
        account_name TEXT NOT NULL,
        account_number TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE affiliate_links (
        token TEXT PRIMARY KEY,
        owner_key TEXT NOT NULL REFERENCES affiliates (customer_key),
        path TEXT NOT NULL,
        description TEXT NOT NULL,
        expiry_date TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX affiliate_links_by_owner ON affiliate_links (owner_key, created_at);
      CREATE TABLE affiliate_clicks (
        token TEXT NOT NULL REFERENCES affiliate_links (token),
        visit TEXT NOT NULL,
        day TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (token, visit)
      ) WITHOUT ROWID;
      CREATE INDEX affiliate_clicks_by_day ON affiliate_clicks (token, day);
      CREATE TABLE affiliate_carts (
        cart_id TEXT PRIMARY KEY REFERENCES carts (id),
        token TEXT NOT NULL REFERENCES affiliate_links (token),
        commission_percent REAL NOT NULL CHECK (commission_percent BETWEEN 0 AND 100),
        attributed_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX affiliate_carts_by_token ON affiliate_carts (token);
    `);
    const insert = db.prepare('INSERT INTO affiliate_banks (id, name, position) VALUES (?, ?, ?)');
    BANKS.forEach(([id, name], i) => insert.run(id, name, i));
  },
};

export default affiliate;
