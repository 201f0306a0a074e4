import { SettingsRepository } from '@/customer-api/core/settings-repository';
import { startCommerceApi, type CommerceApi } from '@/customer-api/test/commerce-api';
import { GET as productRoute } from '@/app/api/product/[id]/route';
import { GET as quickSearch } from '@/app/api/quick-search/route';
import { getProductBySlug, searchProducts } from '@/lib/api/catalogue';
import { CookieJar, routeRequest, withParams } from '@/test/route-requests';

let api: CommerceApi;
let settings: SettingsRepository;
beforeAll(async () => {
  api = await startCommerceApi();
  settings = new SettingsRepository(api.db);
  process.env.CUSTOMER_API_URL = api.origin;
  process.env.TENANT = 'demo';
  process.env.STATUS_CHECK_SECONDS = '0';
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  settings.setGeneralSetting('hideProductPrice', false);
});

const AMOUNT = /"(LKR|USD)":\s*\d/;
const atColombo = () => new CookieJar().set('inventoryId', 'loc-colombo');

describe('hidden prices, removed by the storefront (spec §6)', () => {
  it('shows amounts while the mode is off', async () => {
    const res = await productRoute(routeRequest('/api/product/p-tee', { cookies: atColombo() }), withParams({ id: 'p-tee' }));
    expect(await res.text()).toMatch(AMOUNT);
  });

  it('with the mode on, neither /api/product nor the quick search nor the data layer carries an amount', async () => {
    settings.setGeneralSetting('hideProductPrice', true);
    const product = await productRoute(routeRequest('/api/product/p-tee', { cookies: atColombo() }), withParams({ id: 'p-tee' }));
    expect(product.status).toBe(200);
    expect(await product.json()).toMatchObject({ id: 'p-tee', price: {}, specialPrice: {}, enableSpecialPrice: false });

    const quick = await quickSearch(routeRequest('/api/quick-search?query=tee&currency=LKR', { cookies: atColombo() }));
    const found = (await quick.json()) as { items: Array<{ price: unknown }> };
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((i) => i.price === null)).toBe(true);

    const pages = [
      await getProductBySlug('cotton-tee', undefined),
      await searchProducts({ first: 50, sortBy: 'PRICE_LOW_TO_HIGH', ranges: { price: [0, 1] }, currency: 'LKR' }),
    ];
    for (const page of pages) expect(JSON.stringify(page)).not.toMatch(AMOUNT);
    // The 0–1 price range is dropped, not applied: the search still finds products.
    expect((pages[1] as { total: number }).total).toBeGreaterThan(0);
  });
});
