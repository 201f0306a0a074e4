import type Database from 'better-sqlite3';
import { identityMigration } from '../identity/migration';
import { commerceMigration } from './commerce-migration';

export interface Migration {
  name: string;
  up: (db: Database.Database) => void;
}

/** Schema steps in order; PRAGMA user_version counts the steps applied. Append only, never edit a shipped step. */
export const migrations: Migration[] = [
  {
    name: 'catalogue',
    up: (db) =>
      db.exec(`
        CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

        CREATE TABLE products (
          pid INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          slug TEXT NOT NULL UNIQUE,
          enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
          created_date TEXT NOT NULL,
          category_tag TEXT,
          json TEXT NOT NULL
        );
        CREATE INDEX products_by_created ON products (enabled, created_date, id);

        CREATE TABLE variants (
          product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
          variance_key TEXT NOT NULL,
          variance_slug TEXT NOT NULL,
          is_default INTEGER NOT NULL CHECK (is_default IN (0, 1)),
          json TEXT NOT NULL,
          PRIMARY KEY (product_id, variance_key),
          UNIQUE (product_id, variance_slug)
        ) WITHOUT ROWID;

        CREATE TABLE stock (
          product_id TEXT NOT NULL,
          variance_key TEXT NOT NULL,
          location_id TEXT NOT NULL,
          quantity INTEGER NOT NULL CHECK (quantity >= 0),
          PRIMARY KEY (product_id, variance_key, location_id),
          FOREIGN KEY (product_id, variance_key) REFERENCES variants (product_id, variance_key) ON DELETE CASCADE
        ) WITHOUT ROWID;

        -- Search tables join on the integer pid of products: much faster than the text id at 50,000 products.
        CREATE TABLE product_prices (
          pid INTEGER NOT NULL REFERENCES products (pid) ON DELETE CASCADE,
          currency TEXT NOT NULL,
          amount REAL NOT NULL,
          PRIMARY KEY (pid, currency)
        ) WITHOUT ROWID;
        CREATE INDEX product_prices_by_amount ON product_prices (currency, amount);

        CREATE TABLE product_tags (
          tag TEXT NOT NULL,
          pid INTEGER NOT NULL REFERENCES products (pid) ON DELETE CASCADE,
          PRIMARY KEY (tag, pid)
        ) WITHOUT ROWID;
        CREATE INDEX product_tags_by_product ON product_tags (pid, tag);

        -- Facet counts over all enabled products, written by the seed: the unfiltered listing's facets.
        CREATE TABLE tag_counts (tag TEXT PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID;

        CREATE TABLE tag_labels (tag TEXT PRIMARY KEY, label TEXT NOT NULL) WITHOUT ROWID;

        CREATE VIRTUAL TABLE product_search USING fts5 (
          name, brand, sku, description,
          content = '', contentless_delete = 1, prefix = '1 2 3',
          tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'"
        );
        -- Relevance weights name, brand, SKU, description; ORDER BY rank lets FTS5 sort by it cheaply.
        INSERT INTO product_search (product_search, rank) VALUES ('rank', 'bm25(10.0, 4.0, 6.0, 1.0)');

        CREATE TABLE pages (id TEXT PRIMARY KEY, json TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE outlets (id TEXT PRIMARY KEY, position INTEGER NOT NULL, json TEXT NOT NULL) WITHOUT ROWID;

        CREATE TABLE countries (code TEXT PRIMARY KEY, name TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE provinces (
          id TEXT PRIMARY KEY,
          country_code TEXT NOT NULL REFERENCES countries (code) ON DELETE CASCADE,
          position INTEGER NOT NULL,
          name TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE districts (
          id TEXT PRIMARY KEY,
          province_id TEXT NOT NULL REFERENCES provinces (id) ON DELETE CASCADE,
          position INTEGER NOT NULL,
          name TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE cities (
          id TEXT PRIMARY KEY,
          district_id TEXT NOT NULL REFERENCES districts (id) ON DELETE CASCADE,
          position INTEGER NOT NULL,
          json TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX cities_by_district ON cities (district_id, position);

        CREATE TABLE translations (lng TEXT PRIMARY KEY, json TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE missing_messages (
          lng TEXT NOT NULL,
          key TEXT NOT NULL,
          count INTEGER NOT NULL,
          first_seen TEXT NOT NULL,
          last_seen TEXT NOT NULL,
          PRIMARY KEY (lng, key)
        ) WITHOUT ROWID;
      `),
  },
  commerceMigration,
  identityMigration,
];

/** Brings the database to the latest step, each step in its own transaction. */
export function migrate(db: Database.Database): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  if (current > migrations.length) {
    throw new Error(`Database schema version ${current} is newer than this server (${migrations.length})`);
  }
  migrations.slice(current).forEach((step, i) => {
    db.transaction(() => {
      step.up(db);
      db.pragma(`user_version = ${current + i + 1}`);
    })();
  });
}
