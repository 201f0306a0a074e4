import { city, contentPage, countryInfo, messageTree, outlet, siteSchema } from '../../lib/api/schemas';
import { effectivePrices } from '../modules/catalogue/product-view';
import { plainText } from '../../lib/content/sanitize';
import type { StoredProduct, StoredVariant } from '../modules/catalogue/stored';
import { commerceSeedFor } from './commerce';
import type { ProductRecord, SeedData, VariantRecord } from './types';
import { writeCommerceSeed } from './commerce-seed-writer';
import type { Db } from '../core/database';

export interface SeedCounts {
  products: number;
  variants: number;
  stockRows: number;
  pages: number;
  outlets: number;
  cities: number;
}

/** Tables the seed owns; emptied before loading so a reseed replaces the catalogue (runtime logs stay). */
const SEEDED_TABLES = [
  'stock',
  'variants',
  'product_prices',
  'product_tags',
  'tag_labels',
  'tag_counts',
  'products',
  'pages',
  'outlets',
  'cities',
  'districts',
  'provinces',
  'countries',
  'translations',
] as const;

/** The default variant: the one flagged default, else the first. */
export function defaultVariantOf(p: ProductRecord): VariantRecord | undefined {
  return p.variants.find((v) => v.default) ?? p.variants[0];
}

/** The tag of the product's own category (`cat/{primaryTag}`), used for the related fallback. */
function primaryCategoryTag(p: ProductRecord): string | null {
  const own = p.category.find((c) => c.id === p.categoryId) ?? p.category[0];
  return own ? `cat/${own.primaryTag}` : null;
}

/** Writes everything of a seed in one transaction, replacing the previous catalogue. */
export function loadSeed(db: Db, data: SeedData): SeedCounts {
  // Small parts are checked against the contract; products are checked as they are written.
  const site = siteSchema.parse(data.site);
  const pages = data.pages.map((p) => contentPage.parse(p));
  const outlets = data.outlets.map((o) => outlet.parse(o));
  const country = countryInfo.parse(data.country);
  const cities = data.cities.map((c) => city.parse(c));
  const translations = Object.entries(data.translations).map(([lng, tree]) => [lng, messageTree.parse(tree)] as const);
  const languageCodes = site.languages.map((l) => l.code);

  const insert = {
    setting: db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
    product: db.prepare('INSERT INTO products (pid, id, slug, enabled, created_date, category_tag, json) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    variant: db.prepare('INSERT INTO variants (product_id, variance_key, variance_slug, is_default, json) VALUES (?, ?, ?, ?, ?)'),
    stock: db.prepare('INSERT INTO stock (product_id, variance_key, location_id, quantity) VALUES (?, ?, ?, ?)'),
    price: db.prepare('INSERT INTO product_prices (pid, currency, amount) VALUES (?, ?, ?)'),
    tag: db.prepare('INSERT OR IGNORE INTO product_tags (tag, pid) VALUES (?, ?)'),
    tagLabel: db.prepare('INSERT OR IGNORE INTO tag_labels (tag, label) VALUES (?, ?)'),
    search: db.prepare('INSERT INTO product_search (rowid, name, brand, sku, description) VALUES (?, ?, ?, ?, ?)'),
    page: db.prepare('INSERT INTO pages (id, json) VALUES (?, ?)'),
    outlet: db.prepare('INSERT INTO outlets (id, position, json) VALUES (?, ?, ?)'),
    country: db.prepare('INSERT INTO countries (code, name) VALUES (?, ?)'),
    province: db.prepare('INSERT INTO provinces (id, country_code, position, name) VALUES (?, ?, ?, ?)'),
    district: db.prepare('INSERT INTO districts (id, province_id, position, name) VALUES (?, ?, ?, ?)'),
    city: db.prepare('INSERT INTO cities (id, district_id, position, json) VALUES (?, ?, ?, ?)'),
    translation: db.prepare('INSERT INTO translations (lng, json) VALUES (?, ?)'),
  };

  const counts: SeedCounts = { products: 0, variants: 0, stockRows: 0, pages: 0, outlets: 0, cities: 0 };

  const writeProduct = (p: ProductRecord, pid: number): void => {
    const chosen = defaultVariantOf(p);
    if (!chosen) throw new Error(`Seed product ${p.id} has no variants`);
    const { variants, ...rest } = p;
    const stored: StoredProduct = rest;
    insert.product.run(pid, p.id, p.productSlug, p.enabled ? 1 : 0, p.createdDate, primaryCategoryTag(p), JSON.stringify(stored));
    for (const v of variants) {
      const { stock, ...variantRest } = v;
      const storedVariant: StoredVariant = { ...variantRest, default: v === chosen };
      insert.variant.run(p.id, v.varianceKey, v.varianceSlug, v === chosen ? 1 : 0, JSON.stringify(storedVariant));
      for (const [locationId, quantity] of Object.entries(stock)) {
        insert.stock.run(p.id, v.varianceKey, locationId, Math.max(0, Math.trunc(quantity)));
        counts.stockRows += 1;
      }
      counts.variants += 1;
    }
    for (const [currency, amount] of Object.entries(effectivePrices(chosen))) insert.price.run(pid, currency, amount);
    for (const c of p.category) {
      insert.tag.run(`cat/${c.primaryTag}`, pid);
      insert.tagLabel.run(`cat/${c.primaryTag}`, JSON.stringify(c.name));
    }
    const brandTag = `brand/${p.brand.tag}`;
    insert.tag.run(brandTag, pid);
    insert.tagLabel.run(brandTag, JSON.stringify(Object.fromEntries(languageCodes.map((code) => [code, p.brand.name]))));
    insert.search.run(
      pid,
      Object.values(p.name).join(' '),
      p.brand.name,
      variants.map((v) => v.sku).join(' '),
      Object.values(p.description)
        .map((html) => plainText(html, Infinity))
        .join(' '),
    );
    counts.products += 1;
  };

  db.transaction(() => {
    // Change-counting triggers (migrations 009, 010) would fire once per row: off for the load, one bump after.
    const triggers = db
      .prepare<[], { name: string; sql: string }>(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('products', 'variants', 'product_tags', 'product_prices')",
      )
      .all();
    for (const t of triggers) db.exec(`DROP TRIGGER "${t.name.replaceAll('"', '""')}"`);
    for (const table of SEEDED_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    db.prepare("INSERT INTO product_search (product_search) VALUES ('delete-all')").run();
    db.prepare("INSERT INTO product_search (product_search, rank) VALUES ('rank', 'bm25(10.0, 4.0, 6.0, 1.0)')").run();

    insert.setting.run('site', JSON.stringify(site));
    data.products.forEach((p, i) => writeProduct(p, i + 1));
    for (const p of pages) insert.page.run(p.id, JSON.stringify(p));
    outlets.forEach((o, i) => insert.outlet.run(o.id, i, JSON.stringify(o)));
    insert.country.run(country.code, country.name);
    country.provinces.forEach((prov, i) => {
      insert.province.run(prov.id, country.code, i, JSON.stringify(prov.name));
      prov.districts.forEach((d, j) => insert.district.run(d.id, prov.id, j, JSON.stringify(d.name)));
    });
    cities.forEach((c, i) => insert.city.run(c.id, c.districtId, i, JSON.stringify(c)));
    for (const [lng, tree] of translations) insert.translation.run(lng, JSON.stringify(tree));
    db.prepare(
      `INSERT INTO tag_counts (tag, count)
       SELECT t.tag, COUNT(*) FROM product_tags t JOIN products p ON p.pid = t.pid WHERE p.enabled = 1 GROUP BY t.tag`,
    ).run();
    for (const t of triggers) db.exec(t.sql);
    db.prepare('UPDATE catalogue_version SET version = version + 1 WHERE id = 1').run();
    db.prepare('UPDATE product_content_version SET version = version + 1 WHERE id = 1').run();
  })();
  writeCommerceSeed(db, commerceSeedFor(data));

  counts.pages = pages.length;
  counts.outlets = outlets.length;
  counts.cities = cities.length;
  db.pragma('optimize');
  return counts;
}
