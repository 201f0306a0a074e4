import Database from 'better-sqlite3';
import { expect, test } from './support/fixtures';
import { signBody } from '../lib/cache/revalidate-request';
import { startOwnShop, type OwnShop } from './support/own-servers';
import { demo } from './support/shop';

/**
 * The search page comes from the page cache (docs/caching.md): one stored page per search and shopper
 * context, cleared by the revalidate webhook. Its own shop: it renames a product.
 */
const secret = 'a-search-cache-test-secret';
const product = demo.products.simple;

let shop: OwnShop | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(4 * 60_000);
  shop = await startOwnShop('search-cache', 8, { REVALIDATE_SECRET: secret });
});

test.afterAll(async () => {
  await shop?.close();
});

async function ask(path: string, cookie?: string) {
  const res = await fetch(`${shop?.baseURL}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), body: await res.text() };
}

/** Renames the product in the API's database (the back office's change) and says what it was called. */
function rename(name: string): string {
  const db = new Database(shop?.databasePath ?? '');
  try {
    const before = db.prepare("SELECT json_extract(json, '$.name.en') AS name FROM products WHERE id = ?").get(product.id) as {
      name: string;
    };
    db.prepare("UPDATE products SET json = json_set(json, '$.name.en', ?) WHERE id = ?").run(name, product.id);
    return before.name;
  } finally {
    db.close();
  }
}

test('a repeated search is answered from the page cache, however its URL is written', async () => {
  const first = await ask('/search?query=coconut');
  expect(first.status).toBe(200);
  expect(first.body.includes(`/products/${product.slug}`)).toBe(true);
  const again = await ask('/search?query=coconut');
  expect([again.status, again.cache]).toEqual([200, 'HIT']);
  expect(again.body.includes(`/products/${product.slug}`)).toBe(true);
  // Other spellings of the same search: the same stored page.
  for (const same of ['/search?query=%20coconut%20&utm_source=mail', '/search?x=1&query=coconut&sortBy=nonsense']) {
    expect([same, (await ask(same)).cache]).toEqual([same, 'HIT']);
  }
});

test('different queries, filters, pages and contexts are different pages', async () => {
  const bodies = new Set<string>();
  // A page size of this run's own, so a repeated run asks for searches not stored yet.
  const n = 3 + test.info().repeatEachIndex;
  const searches: [string, string?][] = [
    [`/search?query=clay&first=${n}`],
    [`/search?query=clay&first=${n}&sortBy=PRICE_HIGH_TO_LOW`],
    [`/search?query=clay&first=${n}&tags=cat/${demo.categoryTags.kitchen}`],
    [`/search?query=clay&first=${n}&after=${n}`],
    [`/search?query=bowl&first=${n}`],
    [`/search?query=clay&first=${n}`, 'currency=USD'],
    [`/si/search?query=clay&first=${n}`],
  ];
  for (const [path, cookie] of searches) {
    // Its first answer is rendered (no other search's stored page), its second is stored.
    const first = await ask(path, cookie);
    expect([path, cookie, first.status, first.cache === 'HIT']).toEqual([path, cookie, 200, false]);
    expect([path, cookie, (await ask(path, cookie)).cache]).toEqual([path, cookie, 'HIT']);
    bodies.add(first.body);
  }
  expect(bodies.size).toBe(searches.length);
  expect(/USD|US\$/.test((await ask(`/search?query=clay&first=${n}`, 'currency=USD')).body)).toBe(true);
});

test('a search that finds nothing, or an address written by hand, is never kept', async () => {
  for (const path of ['/search?query=zzqx-no-such-thing-1', '/search?query=zzqx-no-such-thing-2']) {
    const first = await ask(path);
    const again = await ask(path);
    expect([path, first.status, again.status]).toEqual([path, 200, 200]);
    expect([path, again.body.includes('No products found')]).toEqual([path, true]);
    expect([path, again.cache]).not.toEqual([path, 'HIT']);
  }
  for (const path of ['/search/anything', `/search/${Buffer.from('query=coconut&x=1').toString('base64url')}`]) {
    const first = await ask(path);
    const again = await ask(path);
    expect([path, first.status, again.status]).toEqual([path, 404, 404]);
    expect([path, again.cache]).not.toEqual([path, 'HIT']);
  }
});

test('the revalidate webhook clears stored searches: a renamed product shows at once', async () => {
  const path = '/search?query=coconut';
  await ask(path);
  expect((await ask(path)).cache).toBe('HIT');
  const renamed = `Coconut Shell Bowl Trio ${test.info().repeatEachIndex}`;
  const before = rename(renamed);
  // Until the back office says so, the stored page is served.
  const stored = await ask(path);
  expect([stored.cache, stored.body.includes(before), stored.body.includes(renamed)]).toEqual(['HIT', true, false]);

  const body = JSON.stringify({ kind: 'product', id: product.id, slug: product.slug });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(`${shop?.baseURL}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, body, timestamp), 'x-signature-timestamp': timestamp },
    body,
  });
  expect(res.status).toBe(200);
  const fresh = await ask(path);
  expect(fresh.status).toBe(200);
  expect(fresh.cache).not.toBe('HIT');
  expect(fresh.body.includes(renamed)).toBe(true);
  expect((await ask(path)).cache).toBe('HIT');
});
