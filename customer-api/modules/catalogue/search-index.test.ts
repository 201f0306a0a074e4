import { openDatabase, type Db } from '../../core/database';
import { composeSeed } from '../../seed/build';
import { loadSeed } from '../../seed/load-seed';
import { CatalogueRepository, type CatalogueQuery, type CataloguePage } from './catalogue-repository';
import { Bits, pageOf } from './search-index';
import { ftsMatchExpression } from './search-text';

/**
 * The search index answers exactly as SQL over the tables does. `sqlSearch` is the plain SQL
 * reading of a search (the way the server answered before the index): it counts and sorts the whole
 * matching set, so it is the reference the index is checked against, query by query.
 */
function sqlSearch(db: Db, q: CatalogueQuery): { ids: string[]; total: number; facets: { tag: string; count: number }[][] } {
  const order: Record<CatalogueQuery['sort'], string> = {
    RELEVANCE: 'product_search.rank',
    NEWEST: 'p.created_date DESC, p.id',
    OLDEST: 'p.created_date ASC, p.id',
    PRICE_LOW_TO_HIGH: 'pp.amount IS NULL, pp.amount ASC, p.created_date DESC, p.id',
    PRICE_HIGH_TO_LOW: 'pp.amount IS NULL, pp.amount DESC, p.created_date DESC, p.id',
  };
  const filter = (tags: string[], fullText: boolean) => {
    const where = ['p.enabled = 1'];
    const params: (string | number)[] = [];
    let from = 'FROM products p LEFT JOIN product_prices pp ON pp.pid = p.pid AND pp.currency = ?';
    if (q.match !== null && fullText) {
      from =
        'FROM product_search JOIN products p ON p.pid = product_search.rowid LEFT JOIN product_prices pp ON pp.pid = p.pid AND pp.currency = ?';
      where.push('product_search MATCH ?');
      params.push(q.match);
    } else if (q.match !== null) {
      where.push('p.pid IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)');
      params.push(q.match);
    }
    const byKind = new Map<string, string[]>();
    for (const tag of new Set(tags))
      byKind.set(tag.slice(0, tag.indexOf('/')), [...(byKind.get(tag.slice(0, tag.indexOf('/'))) ?? []), tag]);
    for (const kindTags of byKind.values()) {
      where.push(`p.pid IN (SELECT pid FROM product_tags WHERE tag IN (${kindTags.map(() => '?').join(', ')}))`);
      params.push(...kindTags);
    }
    if (q.price) {
      where.push('pp.amount >= ?');
      params.push(q.price.min);
      if (q.price.max !== undefined) {
        where.push('pp.amount <= ?');
        params.push(q.price.max);
      }
    }
    return { from, where: where.join(' AND '), params: [q.currency, ...params] };
  };
  const sort = q.sort === 'RELEVANCE' && q.match === null ? 'NEWEST' : q.sort;
  const paged = filter(q.tags, sort === 'RELEVANCE');
  const ids = db
    .prepare(`SELECT p.id ${paged.from} WHERE ${paged.where} ORDER BY ${order[sort]} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...paged.params, q.first, q.after) as string[];
  const counts = (tags: string[]) => {
    const f = filter(tags, false);
    return db
      .prepare(
        `SELECT t.tag AS tag, COUNT(*) AS count ${f.from} JOIN product_tags t ON t.pid = p.pid WHERE ${f.where} GROUP BY t.tag ORDER BY count DESC, t.tag`,
      )
      .all(...f.params) as { tag: string; count: number }[];
  };
  const all = filter(q.tags, false);
  const total = db
    .prepare(`SELECT COUNT(*) ${all.from} WHERE ${all.where}`)
    .pluck()
    .get(...all.params) as number;
  const otherTags = q.tags.filter((t) => !t.startsWith('brand/'));
  return { ids, total, facets: [counts(q.tags), counts(otherTags)] };
}

/** The facets of a page as the reference computes them (categories narrowed, brands without the brand filter). */
function facetsOf(page: CataloguePage) {
  return {
    categories: page.facets.categories.map((f) => [f.tag, f.count]),
    brands: page.facets.brands.map((f) => [f.tag, f.count]),
  };
}

function referenceFacets(rows: { tag: string; count: number }[][]) {
  const pick = (list: { tag: string; count: number }[], prefix: string) =>
    list
      .filter((r) => r.tag.startsWith(prefix))
      .slice(0, 50)
      .map((r) => [r.tag, r.count]);
  const [narrowed = [], withoutBrands = []] = rows;
  return { categories: pick(narrowed, 'cat/'), brands: pick(withoutBrands, 'brand/') };
}

let db: Db;
let catalogue: CatalogueRepository;
beforeAll(() => {
  db = openDatabase(':memory:');
  loadSeed(db, composeSeed({ products: 700, imageDir: null }).data);
  catalogue = new CatalogueRepository(db);
});
afterAll(() => db.close());

const base: CatalogueQuery = { match: null, tags: [], price: null, currency: 'LKR', sort: 'NEWEST', first: 12, after: 0 };

describe('search index: the same answers as SQL over the whole matching set', () => {
  const texts = [null, 'clay', 'cla', 'brass bowl', 'te', 'මැටි', 'පිත්', 'பித்தளை', 'கிண்', 'no-such-word'];
  const tagSets = [
    [],
    ['cat/kitchen'],
    ['cat/kitchen', 'cat/decor'],
    ['brand/ceylon-clay'],
    ['cat/kitchen', 'brand/ceylon-clay', 'brand/kandyan-looms'],
    ['cat/none'],
  ];
  const prices = [null, { min: 1000, max: 5000 }, { min: 20000 }];
  const sorts: CatalogueQuery['sort'][] = ['RELEVANCE', 'NEWEST', 'OLDEST', 'PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW'];
  const cases: [string, CatalogueQuery][] = [];
  for (const text of texts)
    for (const tags of tagSets)
      for (const price of prices)
        for (const sort of sorts) {
          cases.push([
            `${text} ${tags.join('+')} ${JSON.stringify(price)} ${sort}`,
            { ...base, match: ftsMatchExpression(text ?? ''), tags, price, sort },
          ]);
        }
  // Pages deep into the listing, other currencies, and bigger pages.
  for (const after of [12, 48, 300, 690, 5000]) cases.push([`all after ${after}`, { ...base, after }]);
  cases.push(['USD price sort', { ...base, currency: 'USD', sort: 'PRICE_HIGH_TO_LOW', first: 40 }]);
  cases.push(['unpriced currency, price sort', { ...base, currency: 'EUR', sort: 'PRICE_LOW_TO_HIGH', first: 40 }]);
  cases.push(['unpriced currency, price range', { ...base, currency: 'EUR', price: { min: 0 } }]);
  cases.push(['kitchen by price, page 3', { ...base, tags: ['cat/kitchen'], sort: 'PRICE_LOW_TO_HIGH', after: 24 }]);

  it(`answers ${cases.length} searches with the same page, total and facet counts`, () => {
    const differences: string[] = [];
    const bytesDiffer: string[] = [];
    for (const [name, q] of cases) {
      const page = catalogue.search(q, null);
      const ref = sqlSearch(db, q);
      const got = { ids: page.products.map((p) => p.id), total: page.total, facets: facetsOf(page) };
      const want = { ids: ref.ids, total: ref.total, facets: referenceFacets(ref.facets) };
      if (JSON.stringify(got) !== JSON.stringify(want)) differences.push(name);
      // The answer joined from encoded products is the serialised page, byte for byte.
      const extra = { first: q.first, after: q.after };
      if (catalogue.searchJson(q, null, extra).toString('utf8') !== JSON.stringify({ ...page, ...extra })) bytesDiffer.push(name);
    }
    expect(differences).toEqual([]);
    expect(bytesDiffer).toEqual([]);
    // The grid is not vacuous: text, tags and prices all narrow it.
    expect(catalogue.search({ ...base, match: ftsMatchExpression('clay') }, null).total).toBeGreaterThan(10);
    expect(catalogue.search({ ...base, match: ftsMatchExpression('මැටි') }, null).total).toBeGreaterThan(10);
    expect(catalogue.search({ ...base, match: ftsMatchExpression('கிண்') }, null).total).toBeGreaterThan(0);
    expect(catalogue.search({ ...base, tags: ['cat/kitchen'], price: { min: 1000, max: 5000 } }, null).total).toBeGreaterThan(5);
  });
});

/** Related products as plain SQL reads them: the product's own list, else its category newest first. */
function sqlRelated(db: Db, productId: string, first: number, after: number) {
  const json = db.prepare('SELECT json FROM products WHERE id = ? AND enabled = 1').pluck().get(productId) as string | undefined;
  if (!json) return { ids: [], total: 0, facets: [] };
  const enabled = db.prepare('SELECT 1 FROM products WHERE id = ? AND enabled = 1').pluck();
  const seen = new Set([productId]);
  let ids = (JSON.parse(json) as { related: string[] }).related.filter((id) => {
    if (seen.has(id) || !enabled.get(id)) return false;
    seen.add(id);
    return true;
  });
  if (ids.length === 0) {
    const tag = db.prepare('SELECT category_tag FROM products WHERE id = ?').pluck().get(productId) as string | null;
    ids = tag
      ? (db
          .prepare(
            'SELECT p.id FROM product_tags t JOIN products p ON p.pid = t.pid WHERE t.tag = ? AND p.enabled = 1 AND p.id <> ? ORDER BY p.created_date DESC, p.id',
          )
          .pluck()
          .all(tag, productId) as string[])
      : [];
  }
  const facets = db
    .prepare(
      'SELECT t.tag AS tag, COUNT(*) AS count FROM products p JOIN product_tags t ON t.pid = p.pid WHERE p.id IN (SELECT value FROM json_each(?)) GROUP BY t.tag ORDER BY count DESC, t.tag',
    )
    .all(JSON.stringify(ids)) as { tag: string; count: number }[];
  return { ids: ids.slice(after, after + first), total: ids.length, facets };
}

describe('search index: related products as SQL reads them', () => {
  it('answers the related list or the category, paged, with facet counts', () => {
    const products = db.prepare('SELECT id FROM products ORDER BY pid LIMIT 60').pluck().all() as string[];
    const withList = db.prepare("SELECT id FROM products WHERE json_array_length(json, '$.related') > 0").pluck().all() as string[];
    expect(withList.length).toBeGreaterThan(0);
    const differences: string[] = [];
    for (const id of [...products, ...withList.slice(0, 20), 'no-such-product'])
      for (const [first, after] of [
        [6, 0],
        [6, 6],
        [50, 3],
      ] as const) {
        const page = catalogue.related(id, first, after, null);
        const ref = sqlRelated(db, id, first, after);
        const got = { ids: page.products.map((p) => p.id), total: page.total, facets: facetsOf(page) };
        const want = { ids: ref.ids, total: ref.total, facets: referenceFacets([ref.facets, ref.facets]) };
        if (JSON.stringify(got) !== JSON.stringify(want)) differences.push(`${id} ${first} ${after}`);
        const bytes = catalogue.relatedJson(id, first, after, null, { first, after }).toString('utf8');
        if (bytes !== JSON.stringify({ ...page, first, after })) differences.push(`${id} ${first} ${after} as JSON`);
      }
    expect(differences).toEqual([]);
  });
});

describe('search index: follows changes to the catalogue', () => {
  const kitchen: CatalogueQuery = { ...base, tags: ['cat/kitchen'], first: 100 };

  it('drops a product disabled by plain SQL and brings it back when enabled', () => {
    const before = catalogue.search(kitchen, null);
    const [first] = before.products;
    if (!first) throw new Error('the kitchen category is empty');
    const { id } = first;
    db.prepare('UPDATE products SET enabled = 0 WHERE id = ?').run(id);
    try {
      const after = catalogue.search(kitchen, null);
      expect(after.total).toBe(before.total - 1);
      expect(after.products.map((p) => p.id)).not.toContain(id);
      expect(after.facets.categories.find((f) => f.tag === 'cat/kitchen')?.count).toBe(before.total - 1);
    } finally {
      db.prepare('UPDATE products SET enabled = 1 WHERE id = ?').run(id);
    }
    expect(catalogue.search(kitchen, null)).toEqual(before);
  });

  it('answers a product, a variant or a stock figure changed by plain SQL at once, as objects and as JSON bytes', () => {
    const id = db
      .prepare("SELECT id FROM products WHERE enabled = 1 AND json_extract(json, '$.trackQuantity') = 1 LIMIT 1")
      .pluck()
      .get() as string;
    const both = () => {
      const object = catalogue.productByIdentity(id, undefined, null);
      const bytes = catalogue.productByIdentityJson(id, undefined, null)?.toString('utf8');
      expect(bytes).toBe(JSON.stringify(object));
      if (!object) throw new Error(`${id} not found`);
      return object;
    };
    const before = both();
    expect(before.quantity).toBeGreaterThan(0);
    // What a caller does to an answer never reaches the next one.
    before.name.en = 'Changed by a caller';
    expect(both().name.en).not.toBe('Changed by a caller');

    db.prepare("UPDATE products SET json = json_set(json, '$.name.en', 'Renamed by SQL') WHERE id = ?").run(id);
    expect(both().name.en).toBe('Renamed by SQL');
    db.prepare("UPDATE variants SET json = json_set(json, '$.sku', 'SKU-BY-SQL') WHERE product_id = ? AND is_default = 1").run(id);
    db.prepare('UPDATE stock SET quantity = 0 WHERE product_id = ? AND variance_key = ?').run(id, before.varianceKey);
    const after = both();
    expect([after.name.en, after.sku, after.quantity, after.availability, after.isInStock]).toEqual([
      'Renamed by SQL',
      'SKU-BY-SQL',
      0,
      false,
      false,
    ]);
    const bySlug = catalogue.productBySlugsJson(before.productSlug, undefined, null)?.toString('utf8');
    expect(bySlug).toBe(JSON.stringify(after));
    db.prepare('UPDATE products SET enabled = 0 WHERE id = ?').run(id);
    try {
      expect(catalogue.productByIdentityJson(id, undefined, null)).toBeUndefined();
      expect(catalogue.productBySlugsJson(before.productSlug, undefined, null)).toBeUndefined();
    } finally {
      db.prepare('UPDATE products SET enabled = 1 WHERE id = ?').run(id);
    }
  });

  it('sees new prices and tags', () => {
    const pid = db
      .prepare(
        "SELECT pid FROM products WHERE enabled = 1 AND id NOT IN (SELECT p.id FROM products p JOIN product_tags t ON t.pid = p.pid WHERE t.tag = 'cat/kitchen') LIMIT 1",
      )
      .pluck()
      .get() as number;
    const id = db.prepare('SELECT id FROM products WHERE pid = ?').pluck().get(pid) as string;
    const range: CatalogueQuery = { ...base, price: { min: 9_999_998, max: 9_999_999 } };
    expect(catalogue.search(range, null).total).toBe(0);
    db.prepare("UPDATE product_prices SET amount = 9999999 WHERE pid = ? AND currency = 'LKR'").run(pid);
    db.prepare("INSERT INTO product_tags (tag, pid) VALUES ('cat/kitchen', ?)").run(pid);
    expect(catalogue.search(range, null).products.map((p) => p.id)).toEqual([id]);
    expect(catalogue.search({ ...kitchen, first: 1000 }, null).products.map((p) => p.id)).toContain(id);
  });
});

describe('search index: after a reseed', () => {
  it('sees the new catalogue, and changes made after it (the seed lifts its triggers only while loading)', () => {
    const own = openDatabase(':memory:');
    try {
      const repo = new CatalogueRepository(own);
      const enabledCount = () => own.prepare('SELECT COUNT(*) FROM products WHERE enabled = 1').pluck().get() as number;
      loadSeed(own, composeSeed({ products: 300, imageDir: null }).data);
      expect(repo.search(base, null).total).toBe(enabledCount());
      const triggers = () => own.prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger'").pluck().get() as number;
      const before = triggers();
      expect(before).toBeGreaterThanOrEqual(9);
      loadSeed(own, composeSeed({ products: 400, imageDir: null }).data);
      expect(triggers()).toBe(before);
      const total = repo.search(base, null).total;
      expect(total).toBe(enabledCount());
      expect(total).toBeGreaterThan(350);
      own.prepare('UPDATE products SET enabled = 0 WHERE pid = 1').run();
      expect(repo.search(base, null).total).toBe(total - 1);
    } finally {
      own.close();
    }
  });
});

describe('search index: a filter paged and re-sorted', () => {
  it('counts its set and facets once, whatever the sort and page, and answers as when first asked', () => {
    const filter: CatalogueQuery = {
      ...base,
      match: ftsMatchExpression('clay'),
      tags: ['cat/kitchen', 'brand/ceylon-clay'],
      price: { min: 500 },
    };
    const first = catalogue.search(filter, null);
    const counting = jest.spyOn(Bits.prototype, 'countWith');
    try {
      const again = [
        catalogue.search({ ...filter, sort: 'PRICE_HIGH_TO_LOW' }, null),
        catalogue.search({ ...filter, after: 12 }, null),
        catalogue.search({ ...filter, tags: ['brand/ceylon-clay', 'cat/kitchen', 'cat/kitchen'] }, null),
      ];
      expect(counting).not.toHaveBeenCalled();
      for (const page of again) expect([page.total, page.facets]).toEqual([first.total, first.facets]);
      expect(again[2]).toEqual(first);
    } finally {
      counting.mockRestore();
    }
    // Another currency or range is another filter.
    catalogue.search({ ...filter, price: { min: 501 } }, null);
    expect(catalogue.search({ ...filter, currency: 'USD' }, null).total).not.toBe(first.total);
  });
});

describe('search index: sets and pages', () => {
  it('counts, intersects and unites sets of any size', () => {
    for (const size of [0, 1, 31, 32, 33, 100]) {
      const full = Bits.full(size);
      expect(full.count()).toBe(size);
      const even = Bits.empty(size);
      for (let i = 0; i < size; i += 2) even.add(i);
      expect(full.countWith(even)).toBe(Math.ceil(size / 2));
      const odd = Bits.empty(size);
      for (let i = 1; i < size; i += 2) odd.add(i);
      expect(Bits.empty(size).or(even).or(odd).count()).toBe(size);
      expect(Bits.full(size).and(even).and(odd).count()).toBe(0);
    }
  });

  it('walks an order to fill one page of the set', () => {
    const set = Bits.empty(10);
    [1, 3, 4, 8].forEach((s) => set.add(s));
    const order = Int32Array.from([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(pageOf(order, set, 2, 0)).toEqual([8, 4]);
    expect(pageOf(order, set, 2, 1)).toEqual([4, 3]);
    expect(pageOf(order, set, 10, 3)).toEqual([1]);
    expect(pageOf(order, set, 10, 4)).toEqual([]);
  });
});

describe('per-request SQL of the catalogue', () => {
  it('reads through keys and indexes only, never scanning a table (EXPLAIN QUERY PLAN)', () => {
    // Statements the repository prepares up front are the ones a request runs; building the index scans on purpose.
    const prepared: string[] = [];
    const watching = new Proxy(db, {
      get(target, key) {
        if (key === 'prepare') {
          return (sql: string) => {
            prepared.push(sql);
            return target.prepare(sql);
          };
        }
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    new CatalogueRepository(watching);
    expect(prepared.length).toBeGreaterThanOrEqual(10);
    const plans = prepared.map((sql) => {
      const params = (sql.match(/\?/g) ?? []).map(() => null);
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
      return { sql, detail: plan.map((row) => row.detail).join('; ') };
    });
    expect(plans.filter((p) => /\bSCAN\b/.test(p.detail))).toEqual([]);
    expect(plans.find((p) => p.sql.includes('WHERE slug = ?'))?.detail).toMatch(/SEARCH products USING INDEX/);
  });
});
