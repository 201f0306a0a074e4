import { NextRequest } from 'next/server';
import { startTestApi } from '@/customer-api/test/start-test-api';
import { GET as quickSearch } from '@/app/api/quick-search/route';
import { GET as status } from '@/app/api/status/route';
import { againstReferenceApi } from '@/test/reference-api';

const api = againstReferenceApi(startTestApi);

const ORIGIN = 'http://shop.test';

describe('GET /api/status', () => {
  it('answers online, then 503 offline during maintenance', async () => {
    const up = await status(new NextRequest(`${ORIGIN}/api/status`));
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ online: true });
    expect(up.headers.get('cache-control')).toBe('private, no-store');

    api.setMaintenance(true);
    try {
      const down = await status(new NextRequest(`${ORIGIN}/api/status`));
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ online: false });
    } finally {
      api.setMaintenance(false);
    }
  });
});

describe('GET /api/quick-search', () => {
  const get = (query: string, cookie?: string) =>
    quickSearch(new NextRequest(`${ORIGIN}/api/quick-search?${query}`, cookie ? { headers: { cookie } } : {}));

  it('answers at most 6 matches shaped for the dropdown', async () => {
    const res = await get('query=a&locale=en&currency=LKR', 'inventoryId=loc-colombo');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(6);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      varianceKey: expect.any(String),
      name: expect.any(String),
      href: expect.stringMatching(/^\/products\//),
      image: expect.any(String),
      price: expect.any(Number),
      specialPrice: null,
      currency: 'LKR',
    });
  });

  it('finds by name in the shopper language', async () => {
    const body = await (await get('query=kettle&locale=en&currency=LKR')).json();
    expect(body.items.map((i: { id: string }) => i.id)).toContain('p-kettle');
  });

  it('answers nothing for an empty query and 400 for bad parameters', async () => {
    expect(await (await get('query=')).json()).toEqual({ query: '', total: 0, items: [] });
    expect((await get(`query=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await get('query=tea&locale=fr')).status).toBe(400);
    expect((await get('query=tea&currency=dollars')).status).toBe(400);
  });
});
