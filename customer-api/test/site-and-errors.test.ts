import { request as httpRequest } from 'node:http';
import { apiError, ERROR_CODES, healthResponse, siteSchema } from '../../lib/api/schemas';
import { fixtureSeed } from './fixture';
import { call, postJson, startTestApi, type TestApi } from './start-test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

/** Sends bytes exactly as given (fetch would normalise the path). */
function rawRequest(
  path: string,
  method = 'GET',
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(api.origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe('health', () => {
  it('answers ok', async () => {
    const res = await call(`${api.origin}/health`);
    expect(res.status).toBe(200);
    expect(healthResponse.parse(res.body)).toEqual({ ok: true });
  });
});

describe('site schema', () => {
  it('returns the merchant configuration in the contract shape', async () => {
    const res = await call(`${api.api}/schema/get`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const schema = siteSchema.parse(res.body);
    expect(schema).toEqual(fixtureSeed().site);
  });

  it('answers 503 E2003 while in maintenance, on every customer API call, and recovers when switched off', async () => {
    api.setMaintenance(true);
    try {
      const res = await call(`${api.api}/schema/get`);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: 'E2003', description: 'Site is temporarily offline', httpStatus: 503 });
      const product = await call(`${api.api}/product/p-tee`);
      expect(product.status).toBe(503);
      expect(apiError.parse(product.body).code).toBe(ERROR_CODES.maintenance);
      // Health, translations and images stay up so the storefront can show its maintenance screen.
      expect((await call(`${api.origin}/health`)).status).toBe(200);
      expect((await call(`${api.origin}/i18n/demo/locale/en.json`)).status).toBe(200);
    } finally {
      api.setMaintenance(false);
    }
    const back = await call(`${api.api}/schema/get`);
    expect(back.status).toBe(200);
    expect(siteSchema.safeParse(back.body).success).toBe(true);
  });
});

describe('nosniff', () => {
  it('tells browsers not to guess the type of JSON answers, errors and health included', async () => {
    for (const url of [`${api.api}/schema/get`, `${api.api}/no/such/route`, `${api.origin}/health`]) {
      const res = await call(url);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const malformed = await fetch(`${api.api}/product/%E0%A4%A`);
    expect(malformed.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('errors', () => {
  it('answers an unknown route with 404 in the error shape', async () => {
    const res = await call(`${api.api}/no/such/route`);
    expect(res.status).toBe(404);
    const body = apiError.parse(res.body);
    expect(body).toMatchObject({ code: ERROR_CODES.notFound, httpStatus: 404 });
  });

  it('answers another tenant with 404', async () => {
    const res = await call(`${api.origin}/other-shop/customer-api/v2/schema/get`);
    expect(res.status).toBe(404);
    expect(apiError.parse(res.body).httpStatus).toBe(404);
  });

  it('answers the wrong method with 404 in the error shape', async () => {
    const res = await call(`${api.api}/product/search`);
    expect(res.status).toBe(404);
    expect(apiError.parse(res.body).code).toBe(ERROR_CODES.notFound);
  });

  it('answers invalid JSON with 400 E4000', async () => {
    const res = await call(`${api.api}/product/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "tee"',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'E4000', description: 'Request body is not valid JSON', httpStatus: 400 });
  });

  it('answers a body that breaks the schema with 400 naming the field', async () => {
    const res = await postJson(`${api.api}/product/search`, { first: 0 });
    expect(res.status).toBe(400);
    const body = apiError.parse(res.body);
    expect(body.code).toBe('E4000');
    expect(body.description).toMatch(/^Invalid search request: first: /);
  });

  it('answers an unsupported content type with a 4xx in the error shape', async () => {
    const res = await call(`${api.api}/product/search`, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<q/>' });
    expect(res.status).toBe(415);
    expect(apiError.parse(res.body)).toMatchObject({ code: 'E4000', httpStatus: 415 });
  });

  it('answers a body over the limit with 413 in the error shape', async () => {
    const res = await postJson(`${api.api}/product/search`, { query: 'x'.repeat(300 * 1024) });
    expect(res.status).toBe(413);
    expect(apiError.parse(res.body).httpStatus).toBe(413);
  });

  it('answers a malformed URL with 400 in the error shape', async () => {
    const res = await rawRequest('/demo/customer-api/v2/product/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(apiError.parse(JSON.parse(res.body)).code).toBe('E4000');
  });

  it('never answers 500, whatever a client sends', async () => {
    const jsonBodies: unknown[] = [
      null,
      0,
      'text',
      [],
      [1, 2],
      true,
      { first: -1 },
      { first: 1e9 },
      { after: -5 },
      { first: '12' },
      { query: 123 },
      { query: '"' },
      { query: 'NEAR(a b)' },
      { query: 'a AND OR NOT' },
      { query: '*' },
      { query: '^x' },
      { query: 'col:tee' },
      { query: "'); DROP TABLE products; --" },
      { query: '\u0000' },
      { query: '🙂🙂' },
      { tags: 'cat/apparel' },
      { tags: ['cat/../x'] },
      { tags: [null] },
      { tags: Array(50).fill('cat/a') },
      { ranges: { price: [] } },
      { ranges: { price: [5, 1] } },
      { ranges: { price: [1, 2, 3] } },
      { ranges: { price: ['a'] } },
      { ranges: { weight: [1] } },
      { ranges: [] },
      { ranges: { price: [-1] } },
      { ranges: { price: [1e308, 1.7e308] } },
      { sortBy: 'RANDOM' },
      { source: 'x' },
      { source: 'related', related: "'; --" },
      { source: 'related', related: 42 },
      { currency: 'lkr' },
      { currency: 'XXX' },
      { __proto__: { polluted: true } },
      { constructor: { prototype: { x: 1 } } },
    ];
    const rawBodies = ['', 'nul', '{"a":', '[[[[[[[[[[', '{"__proto__":{"x":1}}', '\u0000', '{"query":"\\ud800"}', '9'.repeat(5000)];
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const gets = [
      '/product/%00',
      '/product/..%2f..%2fetc',
      '/product/p-tee?varianceKey=a&varianceKey=b',
      '/product/' + 'x'.repeat(400),
      '/products/UPPER',
      '/products/cotton-tee?varianceSlug[]=x',
      '/page/%27%3B--',
      '/cities/search/find_by_id/%20',
      '/cities/search/citysearch_by_id/..',
      '/cities/search/find-country-info/' + '%F0%9F%99%82'.repeat(40),
      '/product/p-tee?varianceKey=' + 'k'.repeat(1000),
    ];
    const answers = await Promise.all([
      ...jsonBodies.map((b) => postJson(`${api.api}/product/search`, b)),
      ...rawBodies.map((b) =>
        call(`${api.api}/product/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: b }),
      ),
      call(`${api.api}/product/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep }),
      call(`${api.api}/product/search`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'query=tee' }),
      ...gets.map((g) => call(`${api.api}${g}`)),
      call(`${api.api}/product/p-tee`, { headers: { 'x-inventory-location': 'x'.repeat(5000) } }),
      call(`${api.origin}/i18n/demo/locale/en.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"keys":[{}]}',
      }),
      call(`${api.origin}/demo/media/products/p-tee/1.png?w=abc&h=[]`),
    ]);
    for (const answer of answers) {
      if (process.env.SHOW) console.info(answer.status, JSON.stringify(answer.body).slice(0, 140));
      expect(answer.status).toBeLessThan(500);
      if (answer.status >= 400) expect(apiError.safeParse(answer.body).success).toBe(true);
    }
    // Still healthy afterwards.
    expect((await call(`${api.api}/schema/get`)).status).toBe(200);
  });

  it('rejects prototype pollution attempts instead of merging them', async () => {
    const res = await call(`${api.api}/product/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"first":1}}',
    });
    expect(res.status).toBe(400);
    expect(({} as Record<string, unknown>).first).toBeUndefined();
  });
});
