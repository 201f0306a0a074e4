import { apiError, searchResponse, type SearchRequest, type SearchResponse } from '../../lib/api/schemas';
import { INVENTORY_HEADER } from '../../lib/api/http';
import { LOCATIONS } from './fixture';
import { postJson, startTestApi, type TestApi } from './start-test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

async function search(req: SearchRequest, location?: string): Promise<SearchResponse> {
  const res = await postJson(`${api.api}/product/search`, req, location === undefined ? {} : { [INVENTORY_HEADER]: location });
  expect(res.status).toBe(200);
  return searchResponse.parse(res.body);
}

const ids = (r: SearchResponse) => r.products.map((p) => p.id);

describe('product search: listing', () => {
  it('lists every enabled product once, newest first, by default', async () => {
    const r = await search({});
    expect(ids(r)).toEqual(['p-wrap', 'p-mug', 'p-kettle', 'p-sneaker', 'p-tee', 'p-saree']);
    expect(r).toMatchObject({ total: 6, first: 12, after: 0 });
  });

  it('shows each product as its default variant', async () => {
    const r = await search({});
    const tee = r.products.find((p) => p.id === 'p-tee');
    expect(tee).toMatchObject({ varianceKey: 'color:red|size:s', default: true });
  });

  it('never shows a disabled product', async () => {
    expect(ids(await search({ tags: ['cat/kitchen'] }))).not.toContain('p-lamp');
    expect((await search({ query: 'retired lamp' })).total).toBe(0);
  });

  it('pages with first and after, keeping the total', async () => {
    const pages = await Promise.all([0, 2, 4, 6].map((after) => search({ first: 2, after })));
    expect(pages.map(ids)).toEqual([['p-wrap', 'p-mug'], ['p-kettle', 'p-sneaker'], ['p-tee', 'p-saree'], []]);
    expect(pages.map((p) => p.total)).toEqual([6, 6, 6, 6]);
    expect(pages[1]).toMatchObject({ first: 2, after: 2 });
  });

  it('accepts an empty ranges object and a blank query', async () => {
    expect((await search({ ranges: {}, query: '   ' })).total).toBe(6);
  });

  it('accepts a range of any field name (spec §2 r_{name}) and filters by the ones it knows: price', async () => {
    expect((await search({ ranges: { weight: [1, 2] } })).total).toBe(6);
    expect(ids(await search({ ranges: { weight: [1, 2], price: [10000] } }))).toEqual(['p-saree']);
  });
});

describe('product search: sorting', () => {
  it('sorts oldest first', async () => {
    expect(ids(await search({ sortBy: 'OLDEST' }))).toEqual(['p-saree', 'p-tee', 'p-sneaker', 'p-kettle', 'p-mug', 'p-wrap']);
  });

  it('sorts by effective price in the default currency (special price only when enabled and lower)', async () => {
    expect(ids(await search({ sortBy: 'PRICE_LOW_TO_HIGH' }))).toEqual(['p-wrap', 'p-mug', 'p-tee', 'p-kettle', 'p-sneaker', 'p-saree']);
    expect(ids(await search({ sortBy: 'PRICE_HIGH_TO_LOW' }))).toEqual(['p-saree', 'p-sneaker', 'p-kettle', 'p-tee', 'p-mug', 'p-wrap']);
  });

  it('sorts by price in the requested currency, products without that price last', async () => {
    expect(ids(await search({ sortBy: 'PRICE_LOW_TO_HIGH', currency: 'USD' }))).toEqual([
      'p-wrap',
      'p-mug',
      'p-tee',
      'p-kettle',
      'p-sneaker',
      'p-saree',
    ]);
    expect(ids(await search({ sortBy: 'PRICE_HIGH_TO_LOW', currency: 'USD' }))).toEqual([
      'p-sneaker',
      'p-kettle',
      'p-tee',
      'p-mug',
      'p-wrap',
      'p-saree',
    ]);
  });

  it('orders a text search by relevance unless a sort is asked for', async () => {
    // 'ceylon' is in the saree's brand (weighted) and only in the newer mug's description.
    expect(ids(await search({ query: 'ceylon' }))).toEqual(['p-saree', 'p-mug']);
    expect(ids(await search({ query: 'ceylon', sortBy: 'NEWEST' }))).toEqual(['p-mug', 'p-saree']);
  });
});

describe('product search: text', () => {
  it.each([
    ['tee', ['p-tee']],
    ['sne', ['p-sneaker']],
    ['TRAIL', ['p-sneaker']],
    ['tea mug', ['p-mug']],
    ['organic', ['p-tee']],
    ['stainless', ['p-kettle']],
    ['SNK-42', ['p-sneaker']],
    ['stride', ['p-sneaker']],
    ['කෝප්ප', ['p-mug']],
    ['தேநீர்', ['p-mug']],
    ['සිල්ක්', ['p-saree']],
  ])('finds %s by name (any language), brand, SKU or description, as word prefixes', async (query, expected) => {
    expect(ids(await search({ query }))).toEqual(expected);
  });

  it('does not index markup or entities of the description', async () => {
    expect((await search({ query: 'strong' })).total).toBe(0);
    expect((await search({ query: 'amp' })).total).toBe(0);
  });

  it('requires every word', async () => {
    expect((await search({ query: 'tea kettle' })).total).toBe(0);
  });

  it.each([
    '"tee"',
    '"tee',
    'tee"',
    'tee OR',
    'NOT tee',
    'tee AND',
    'NEAR(tee mug)',
    'name:tee',
    'tee*',
    '(tee',
    '-tee',
    '^tee',
    "tee'",
    '{name}: tee',
  ])('treats search syntax as plain text: %s', async (query) => {
    const r = await search({ query });
    expect(ids(r).every((id) => id === 'p-tee' || id === 'p-mug')).toBe(true);
  });

  it('treats a query of punctuation only as no query', async () => {
    expect((await search({ query: '!!! ***' })).total).toBe(6);
  });
});

describe('product search: tags and ranges', () => {
  it('ORs tags of one kind', async () => {
    expect(ids(await search({ tags: ['cat/kitchen', 'cat/gifts'] }))).toEqual(['p-wrap', 'p-mug', 'p-kettle']);
  });

  it('ANDs tags of different kinds', async () => {
    expect(ids(await search({ tags: ['cat/apparel', 'brand/acme'] }))).toEqual(['p-tee']);
    expect((await search({ tags: ['cat/kitchen', 'brand/acme'] })).total).toBe(0);
    expect(ids(await search({ tags: ['cat/apparel', 'cat/gifts', 'brand/acme'] }))).toEqual(['p-wrap', 'p-tee']);
  });

  it('finds nothing for an unknown tag', async () => {
    expect((await search({ tags: ['cat/spaceships'] })).total).toBe(0);
  });

  it('filters by a price range [min, max] on the effective price', async () => {
    expect(ids(await search({ ranges: { price: [1000, 10000] } }))).toEqual(['p-kettle', 'p-sneaker', 'p-tee']);
  });

  it('filters by an open price range [min]', async () => {
    // The sneaker costs 12000 but sells at 9000.
    expect(ids(await search({ ranges: { price: [10000] } }))).toEqual(['p-saree']);
  });

  it('filters by a price range in another currency, leaving out products without that price', async () => {
    expect(ids(await search({ ranges: { price: [0, 5] }, currency: 'USD' }))).toEqual(['p-wrap', 'p-mug']);
    expect(ids(await search({ ranges: { price: [0] }, currency: 'USD' }))).not.toContain('p-saree');
  });

  it('combines text, tags, range and sort', async () => {
    const r = await search({ query: 'cotton', tags: ['brand/acme'], ranges: { price: [2000, 3000] }, sortBy: 'PRICE_LOW_TO_HIGH' });
    expect(ids(r)).toEqual(['p-tee']);
  });
});

describe('product search: facets', () => {
  it('counts category and brand tags over the whole matching set, with labels', async () => {
    const r = await search({ first: 1 });
    expect(r.facets.categories.map((f) => [f.tag, f.count])).toEqual([
      ['cat/apparel', 2],
      ['cat/kitchen', 2],
      ['cat/footwear', 1],
      ['cat/gifts', 1],
      ['cat/tshirts', 1],
    ]);
    expect(r.facets.brands.map((f) => [f.tag, f.count])).toEqual([
      ['brand/acme', 2],
      ['brand/homely', 2],
      ['brand/ceylon-weaves', 1],
      ['brand/stride', 1],
    ]);
    expect(r.facets.categories.find((f) => f.tag === 'cat/kitchen')?.label).toEqual({ en: 'Kitchen', si: 'කුස්සිය', ta: 'Kitchen' });
    expect(r.facets.brands.find((f) => f.tag === 'brand/stride')?.label.si).toBe('Stride');
  });

  it('narrows the facets with the filters', async () => {
    const r = await search({ tags: ['cat/kitchen'] });
    expect(r.facets.categories).toEqual([{ tag: 'cat/kitchen', label: { en: 'Kitchen', si: 'කුස්සිය', ta: 'Kitchen' }, count: 2 }]);
    expect(r.facets.brands.map((f) => [f.tag, f.count])).toEqual([['brand/homely', 2]]);
  });

  it('counts brands without the brand filter, so a ticked brand leaves the others to add', async () => {
    const one = await search({ tags: ['brand/acme'] });
    expect(one.facets.brands.map((f) => [f.tag, f.count])).toEqual([
      ['brand/acme', 2],
      ['brand/homely', 2],
      ['brand/ceylon-weaves', 1],
      ['brand/stride', 1],
    ]);
    expect(ids(await search({ tags: ['brand/acme', 'brand/stride'] }))).toEqual(['p-wrap', 'p-sneaker', 'p-tee']);
  });

  it('still counts brands within the other filters, and categories within all of them', async () => {
    const r = await search({ tags: ['cat/apparel', 'brand/acme'] });
    expect(r.facets.brands.map((f) => [f.tag, f.count])).toEqual([
      ['brand/acme', 1],
      ['brand/ceylon-weaves', 1],
    ]);
    expect(r.facets.categories.map((f) => f.tag)).toEqual(['cat/apparel', 'cat/tshirts']);
  });
});

describe('product search: inventory location', () => {
  it('reports the stock of the default variant at the location in the header', async () => {
    const colombo = await search({ tags: ['brand/acme'] }, LOCATIONS.colombo);
    const kandy = await search({ tags: ['brand/acme'] }, LOCATIONS.kandy);
    const all = await search({ tags: ['brand/acme'] });
    const teeAt = (r: SearchResponse) => r.products.find((p) => p.id === 'p-tee');
    expect(teeAt(colombo)).toMatchObject({ quantity: 5, isInStock: true });
    expect(teeAt(kandy)).toMatchObject({ quantity: 0, isInStock: false, availability: false });
    expect(teeAt(all)?.quantity).toBe(5);
  });

  it('answers 400 for an unknown location', async () => {
    const res = await postJson(`${api.api}/product/search`, {}, { [INVENTORY_HEADER]: 'loc-moon' });
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).code).toBe('E4000');
  });
});

describe('product search: related', () => {
  it('returns the related list, without itself, disabled, unknown or repeated products', async () => {
    const r = await search({ source: 'related', related: 'p-tee', first: 8, after: 0 });
    expect(ids(r)).toEqual(['p-sneaker']);
    expect(r.total).toBe(1);
    expect(r.facets.brands.map((f) => f.tag)).toEqual(['brand/stride']);
  });

  it('falls back to products of the same category', async () => {
    expect(ids(await search({ source: 'related', related: 'p-mug' }))).toEqual(['p-kettle']);
    expect(ids(await search({ source: 'related', related: 'p-saree' }))).toEqual(['p-tee']);
  });

  it('is empty when the category has no other product, or the product is unknown or disabled', async () => {
    expect((await search({ source: 'related', related: 'p-sneaker' })).total).toBe(0);
    expect((await search({ source: 'related', related: 'p-nothing' })).total).toBe(0);
    expect((await search({ source: 'related', related: 'p-lamp' })).total).toBe(0);
  });

  it('pages the related list', async () => {
    expect((await search({ source: 'related', related: 'p-tee', first: 1, after: 1 })).products).toEqual([]);
  });

  it('searches normally when no related product is named', async () => {
    expect((await search({ source: 'related', tags: ['cat/gifts'] })).products.map((p) => p.id)).toEqual(['p-wrap']);
  });
});
