import { apiError, product } from '../../lib/api/schemas';
import { INVENTORY_HEADER } from '../../lib/api/http';
import { LOCATIONS } from './fixture';
import { call, startTestApi, type TestApi } from './start-test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

async function getProduct(path: string, location?: string) {
  const res = await call(`${api.api}${path}`, { headers: location === undefined ? {} : { [INVENTORY_HEADER]: location } });
  expect(res.status).toBe(200);
  return product.parse(res.body);
}

async function expectError(path: string, status: number, location?: string) {
  const res = await call(`${api.api}${path}`, { headers: location === undefined ? {} : { [INVENTORY_HEADER]: location } });
  expect(res.status).toBe(status);
  const body = apiError.parse(res.body);
  expect(body.httpStatus).toBe(status);
  expect(body.code).toBe(status === 404 ? 'E4040' : 'E4000');
  return body;
}

describe('product by id', () => {
  it('returns the default variant with stock summed over all locations when no location is sent', async () => {
    const p = await getProduct('/product/p-tee');
    expect(p).toMatchObject({
      id: 'p-tee',
      baseId: 'p-tee',
      varianceKey: 'color:red|size:s',
      varianceSlug: 'red-s',
      productSlug: 'cotton-tee',
      sku: 'TEE-RED-S',
      default: true,
      quantity: 5,
      availability: true,
      isInStock: true,
      values: { color: 'red', size: 's' },
      querySearchParams: 'color=red&size=s',
      categoryId: 'c-tshirts',
      imageReference: 'products/p-tee/1.png',
      iconUrl: ['products/p-tee/1.png', 'products/p-tee/2.png'],
      price: { LKR: 2500, USD: 8 },
    });
    expect(p.variances.map((v) => v.type)).toEqual(['RADIO', 'DROPDOWN']);
    expect(p.category.map((c) => c.primaryTag)).toEqual(['apparel', 'tshirts']);
    expect(p.brand).toEqual({ name: 'Acme', tag: 'acme', logo: null });
  });

  it('returns the stock of the location named in the inventory header', async () => {
    expect((await getProduct('/product/p-tee', LOCATIONS.colombo)).quantity).toBe(5);
    const kandy = await getProduct('/product/p-tee', LOCATIONS.kandy);
    expect(kandy).toMatchObject({ quantity: 0, availability: false, isInStock: false });
  });

  it('returns the variant named by varianceKey, with its own images', async () => {
    const p = await getProduct(`/product/p-tee?varianceKey=${encodeURIComponent('color:blue|size:s')}`, LOCATIONS.kandy);
    expect(p).toMatchObject({
      varianceKey: 'color:blue|size:s',
      sku: 'TEE-BLUE-S',
      default: false,
      quantity: 10,
      price: { LKR: 2700, USD: 9 },
    });
    expect(p.iconUrl).toEqual(['products/p-tee/blue.png']);
  });

  it('treats an empty varianceKey as the default variant', async () => {
    expect((await getProduct('/product/p-tee?varianceKey=')).varianceKey).toBe('color:red|size:s');
  });

  it('shows a variant sold out everywhere as out of stock', async () => {
    const p = await getProduct(`/product/p-tee?varianceKey=${encodeURIComponent('color:blue|size:m')}`);
    expect(p).toMatchObject({ quantity: 0, availability: false, isInStock: false });
  });

  it('reports null quantity and always available for a product without stock tracking', async () => {
    const p = await getProduct('/product/p-kettle', LOCATIONS.kandy);
    expect(p).toMatchObject({
      quantity: null,
      availability: true,
      isInStock: true,
      varianceKey: '',
      variances: [],
      values: {},
      querySearchParams: '',
    });
  });

  it('carries special prices as stored, with the flag', async () => {
    const p = await getProduct('/product/p-sneaker');
    expect(p).toMatchObject({
      price: { LKR: 12000, USD: 45 },
      specialPrice: { LKR: 9000, USD: 40 },
      enableSpecialPrice: true,
      quantity: 3,
    });
  });

  it('answers 404 for an unknown product', async () => {
    const body = await expectError('/product/p-nothing', 404);
    expect(body.description).toBe('No such product');
  });

  it('answers 404 for a disabled product', async () => {
    await expectError('/product/p-lamp', 404);
  });

  it('answers 404 for an unknown variant', async () => {
    const body = await expectError('/product/p-tee?varianceKey=color:green', 404);
    expect(body.description).toBe('No such product variant');
  });

  it('answers 400 for an id with forbidden characters', async () => {
    await expectError('/product/p%20tee', 400);
    await expectError(`/product/${'a'.repeat(121)}`, 400);
  });

  it('answers 400 for an unknown inventory location', async () => {
    const body = await expectError('/product/p-tee', 400, 'loc-atlantis');
    expect(body.description).toMatch(/inventory location/);
  });

  it('treats an empty inventory header as no location', async () => {
    expect((await getProduct('/product/p-tee', '')).quantity).toBe(5);
  });
});

describe('product by slug', () => {
  it('returns the default variant by product slug', async () => {
    const p = await getProduct('/products/trail-sneaker', LOCATIONS.colombo);
    expect(p).toMatchObject({ id: 'p-sneaker', varianceSlug: '40', quantity: 2 });
  });

  it('returns the variant named by varianceSlug at the location', async () => {
    const p = await getProduct('/products/trail-sneaker?varianceSlug=42', LOCATIONS.kandy);
    expect(p).toMatchObject({ varianceKey: 'size:42', quantity: 4, availability: true });
  });

  it('finds the SWITCH variant', async () => {
    const p = await getProduct('/products/gift-wrap?varianceSlug=on');
    expect(p.variances[0]?.type).toBe('SWITCH');
    expect(p).toMatchObject({ values: { ribbon: 'on' }, quantity: 20, price: { LKR: 450, USD: 2 } });
  });

  it('answers 404 for an unknown slug, a disabled product and an unknown variance slug', async () => {
    await expectError('/products/no-such-thing', 404);
    await expectError('/products/retired-lamp', 404);
    await expectError('/products/trail-sneaker?varianceSlug=44', 404);
  });

  it('answers 400 for a slug outside the slug format', async () => {
    await expectError('/products/Cotton-Tee', 400);
    await expectError('/products/cotton%20tee', 400);
  });

  it('answers 400 for an unknown inventory location', async () => {
    await expectError('/products/cotton-tee', 400, 'nowhere');
  });
});
