import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../core/database';
import { SettingsRepository } from '../core/settings-repository';
import { migrations } from '../migrations';
import { TranslationsRepository } from '../modules/i18n/translations-repository';
import { fixtureSeed } from '../test/fixture';
import { loadSeed } from './load-seed';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'customer-api-db-'));
  db = openDatabase(join(dir, 'shop.sqlite'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('database', () => {
  it('opens in WAL mode with foreign keys on, at the latest schema version', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
  });

  it('reopens an existing file without migrating again', () => {
    loadSeed(db, fixtureSeed());
    db.close();
    db = openDatabase(join(dir, 'shop.sqlite'));
    expect(count('products')).toBe(7);
  });

  it('loads the seed and replaces the catalogue on a reseed, keeping runtime data', () => {
    const settings = new SettingsRepository(db);
    const first = loadSeed(db, fixtureSeed());
    expect(first).toEqual({ products: 7, variants: 12, stockRows: 22, pages: 2, outlets: 2, cities: 4 });
    settings.setMaintenance(true);
    new TranslationsRepository(db).recordMissing('en', ['a.b']);

    const smaller = fixtureSeed();
    smaller.products = smaller.products.slice(0, 2);
    loadSeed(db, smaller);
    expect(count('products')).toBe(2);
    expect(count('stock')).toBe(12);
    expect((db.prepare("SELECT COUNT(*) AS n FROM product_search WHERE product_search MATCH 'kettle'").get() as { n: number }).n).toBe(0);
    expect(settings.isMaintenance()).toBe(true);
    expect(count('missing_messages')).toBe(1);
  });

  it('refuses negative stock', () => {
    loadSeed(db, fixtureSeed());
    expect(() => db.prepare("UPDATE stock SET quantity = -1 WHERE product_id = 'p-tee'").run()).toThrow(/CHECK constraint/);
  });

  it('rejects a seed whose site schema breaks the contract, leaving the old catalogue', () => {
    loadSeed(db, fixtureSeed());
    const broken = fixtureSeed();
    broken.site = { ...broken.site, languages: [] };
    expect(() => loadSeed(db, broken)).toThrow();
    expect(count('products')).toBe(7);
  });

  it('rejects a product without variants, leaving the old catalogue', () => {
    loadSeed(db, fixtureSeed());
    const broken = fixtureSeed();
    const first = broken.products[0];
    if (first) first.variants = [];
    expect(() => loadSeed(db, broken)).toThrow(/no variants/);
    expect(count('products')).toBe(7);
  });

  it('counts facets over enabled products only', () => {
    loadSeed(db, fixtureSeed());
    expect(db.prepare("SELECT count FROM tag_counts WHERE tag = 'cat/kitchen'").get()).toEqual({ count: 2 });
  });
});
