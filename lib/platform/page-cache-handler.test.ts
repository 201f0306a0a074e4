import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PageCacheHandler from './page-cache-handler.mjs';
import { isStorable } from './storable.mjs';

const page = (status: number | undefined) => ({
  kind: 'APP_PAGE',
  html: `<p>${status}</p>`,
  rscData: Buffer.from('x'),
  headers: {},
  postponed: undefined,
  status,
  segmentData: undefined,
});
const ctx = { isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 60, expire: undefined } };

describe('what the page cache stores in one process (no REDIS_URL)', () => {
  let dir: string;
  let cache: PageCacheHandler;
  beforeAll(() => {
    delete process.env.REDIS_URL;
    dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
    cache = new PageCacheHandler({ serverDistDir: dir, dev: false, maxMemoryCacheSize: 4 * 1024 * 1024 });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const get = async (key: string) =>
    ((await cache.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, softTags: [] })) as { value: unknown } | null)
      ?.value ?? null;

  it('keeps a page that answered 200', async () => {
    await cache.set('/route-cache/APP_PAGE/h/$/en~LKR~_/products/vase/_', page(200), ctx);
    expect(await get('/route-cache/APP_PAGE/h/$/en~LKR~_/products/vase/_')).toMatchObject({ status: 200 });
  });

  it('stores no 404 and no redirect, so made-up addresses leave nothing behind', async () => {
    await cache.set('/route-cache/APP_PAGE/h/$/en~LKR~_/products/made-up/_', page(404), ctx);
    await cache.set('/route-cache/APP_PAGE/h/$/en~LKR~_/products/vase/x=1', page(308), ctx);
    expect(await get('/route-cache/APP_PAGE/h/$/en~LKR~_/products/made-up/_')).toBeNull();
    expect(await get('/route-cache/APP_PAGE/h/$/en~LKR~_/products/vase/x=1')).toBeNull();
  });

  it('forgets the stored page of an address that now answers 404 (a product taken down)', async () => {
    const key = '/route-cache/APP_PAGE/h/$/en~LKR~_/products/retired/_';
    await cache.set(key, page(200), ctx);
    expect(await get(key)).not.toBeNull();
    await cache.set(key, page(404), ctx);
    expect(await get(key)).toBeNull();
  });

  it('refuses non-200 page and route answers and keeps data reads', () => {
    expect(isStorable({ kind: 'APP_PAGE', status: undefined })).toBe(true);
    expect(isStorable({ kind: 'APP_ROUTE', status: 500 })).toBe(false);
    expect(isStorable({ kind: 'REDIRECT' })).toBe(false);
    expect(isStorable({ kind: 'FETCH' })).toBe(true);
  });

  it('does not keep a page that asks not to be kept (a search that finds nothing), even from a shopper’s words', () => {
    const html = (body: string) => ({ ...page(200), html: `<main>${body}</main>` });
    expect(isStorable(html('<div class="p-8" data-page-cache="no-store"><h2>No results</h2></div>'))).toBe(false);
    // What a shopper typed arrives escaped, in the HTML and in the page's data.
    expect(isStorable(html('<h1>Results for &quot;data-page-cache=&quot;no-store&quot;&quot;</h1>'))).toBe(true);
    expect(isStorable(html('<script>self.__next_f.push([1,"data-page-cache=\\"no-store\\""])</script>'))).toBe(true);
  });
});
