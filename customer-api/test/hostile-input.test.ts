import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import type { FastifySchema, RouteOptions as RegisteredRoute } from 'fastify';
import { GUEST_HEADER, INVENTORY_HEADER } from '../../lib/api/http';
import { buildApp } from '../app';
import { openDatabase } from '../core/database';
import type { ApiServer } from '../core/server';
import { seedDemoCustomers } from '../modules/identity/seed';
import { loadSeed } from '../seed/load-seed';
import { fixtureSeed, LOCATIONS } from './fixture';
import { testLog } from './start-test-api';
import { arbitraryOf, HOSTILE_STRINGS, junkString, junkValue } from './zod-arbitrary';

/**
 * Hostile input: every route of the reference server (shopper calls, catalogue, content, media,
 * payment page, sign-in pages and the OpenID provider) is fed generated junk over real HTTP: values
 * shaped by its own zod schemas and a little off, wrong types, huge and deep bodies, invalid JSON,
 * odd content types, `../` and unicode in path segments, with and without a customer token. No
 * answer may be a 500, and the server still answers afterwards.
 */

/** Every route the server registers (HEAD twins included). A new route fails this list until it is added, and fed junk. */
const EXPECTED_ROUTES = [
  'DELETE /realms/demo/*',
  'GET /demo/customer-api/v2/affiliate',
  'GET /demo/customer-api/v2/affiliate/banks',
  'GET /demo/customer-api/v2/affiliate/customer',
  'GET /demo/customer-api/v2/affiliate/report',
  'GET /demo/customer-api/v2/affiliate/statistics',
  'GET /demo/customer-api/v2/affiliate/status',
  'GET /demo/customer-api/v2/card/delete/:cardId',
  'GET /demo/customer-api/v2/card/list',
  'GET /demo/customer-api/v2/cart/complete-payment',
  'GET /demo/customer-api/v2/cart/delete',
  'GET /demo/customer-api/v2/cart/get',
  'GET /demo/customer-api/v2/cart/get/delivery-plans',
  'GET /demo/customer-api/v2/cart/get/delivery-schedule',
  'GET /demo/customer-api/v2/cart/purchase',
  'GET /demo/customer-api/v2/cart/validate',
  'GET /demo/customer-api/v2/cities/search/citysearch_by_id/:id',
  'GET /demo/customer-api/v2/cities/search/find-country-info/:name',
  'GET /demo/customer-api/v2/cities/search/find_by_id/:id',
  'GET /demo/customer-api/v2/delivery-plans/by-location/:inventoryLocationId',
  'GET /demo/customer-api/v2/openapi.json',
  'GET /demo/customer-api/v2/order/get/:orderId',
  'GET /demo/customer-api/v2/outlet/get',
  'GET /demo/customer-api/v2/page/:id',
  'GET /demo/customer-api/v2/product/:productId',
  'GET /demo/customer-api/v2/products/:productSlug',
  'GET /demo/customer-api/v2/profile/find/address/:addressId',
  'GET /demo/customer-api/v2/profile/get',
  'GET /demo/customer-api/v2/profile/update/get/addresses',
  'GET /demo/customer-api/v2/schema/get',
  'GET /demo/media/*',
  'GET /demo/payment/:paymentId',
  'GET /health',
  'GET /i18n/demo/locale/:file',
  'GET /i18n/demo/missing/:file',
  'GET /ready',
  'GET /realms/demo/*',
  'GET /realms/demo/login-actions/:uid',
  'GET /realms/demo/login-actions/:uid/abort',
  'GET /realms/demo/login-actions/:uid/forgot',
  'GET /realms/demo/login-actions/:uid/register',
  'GET /realms/demo/login-actions/reset-password',
  'GET /realms/demo/login-actions/verify-email',
  'GET /realms/demo/login-actions/verify-email-change',
  'GET /realms/demo/protocol/openid-connect/userinfo',
  'HEAD /demo/customer-api/v2/affiliate',
  'HEAD /demo/customer-api/v2/affiliate/banks',
  'HEAD /demo/customer-api/v2/affiliate/customer',
  'HEAD /demo/customer-api/v2/affiliate/report',
  'HEAD /demo/customer-api/v2/affiliate/statistics',
  'HEAD /demo/customer-api/v2/affiliate/status',
  'HEAD /demo/customer-api/v2/card/list',
  'HEAD /demo/customer-api/v2/cart/get',
  'HEAD /demo/customer-api/v2/cart/get/delivery-plans',
  'HEAD /demo/customer-api/v2/cart/get/delivery-schedule',
  'HEAD /demo/customer-api/v2/cart/validate',
  'HEAD /demo/customer-api/v2/cities/search/citysearch_by_id/:id',
  'HEAD /demo/customer-api/v2/cities/search/find-country-info/:name',
  'HEAD /demo/customer-api/v2/cities/search/find_by_id/:id',
  'HEAD /demo/customer-api/v2/delivery-plans/by-location/:inventoryLocationId',
  'HEAD /demo/customer-api/v2/openapi.json',
  'HEAD /demo/customer-api/v2/order/get/:orderId',
  'HEAD /demo/customer-api/v2/outlet/get',
  'HEAD /demo/customer-api/v2/page/:id',
  'HEAD /demo/customer-api/v2/product/:productId',
  'HEAD /demo/customer-api/v2/products/:productSlug',
  'HEAD /demo/customer-api/v2/profile/find/address/:addressId',
  'HEAD /demo/customer-api/v2/profile/get',
  'HEAD /demo/customer-api/v2/profile/update/get/addresses',
  'HEAD /demo/customer-api/v2/schema/get',
  'HEAD /demo/media/*',
  'HEAD /demo/payment/:paymentId',
  'HEAD /health',
  'HEAD /i18n/demo/locale/:file',
  'HEAD /i18n/demo/missing/:file',
  'HEAD /ready',
  'HEAD /realms/demo/*',
  'HEAD /realms/demo/login-actions/:uid',
  'HEAD /realms/demo/login-actions/:uid/abort',
  'HEAD /realms/demo/login-actions/:uid/forgot',
  'HEAD /realms/demo/login-actions/:uid/register',
  'HEAD /realms/demo/login-actions/reset-password',
  'HEAD /realms/demo/login-actions/verify-email',
  'HEAD /realms/demo/login-actions/verify-email-change',
  'HEAD /realms/demo/protocol/openid-connect/userinfo',
  'OPTIONS /realms/demo/*',
  'PATCH /realms/demo/*',
  'POST /demo/customer-api/v2/affiliate',
  'POST /demo/customer-api/v2/affiliate/click',
  'POST /demo/customer-api/v2/affiliate/customer',
  'POST /demo/customer-api/v2/cart/add',
  'POST /demo/customer-api/v2/cart/clear-cart',
  'POST /demo/customer-api/v2/cart/complete-payment',
  'POST /demo/customer-api/v2/cart/purchase',
  'POST /demo/customer-api/v2/cart/set/additional-info',
  'POST /demo/customer-api/v2/cart/set/billing-address',
  'POST /demo/customer-api/v2/cart/set/delivery-method',
  'POST /demo/customer-api/v2/cart/set/delivery-plan',
  'POST /demo/customer-api/v2/cart/set/email',
  'POST /demo/customer-api/v2/cart/set/file',
  'POST /demo/customer-api/v2/cart/set/inventory-location',
  'POST /demo/customer-api/v2/cart/set/is-billing-same-as-shipping',
  'POST /demo/customer-api/v2/cart/set/payment-method',
  'POST /demo/customer-api/v2/cart/set/promoCode',
  'POST /demo/customer-api/v2/cart/set/save-card-options',
  'POST /demo/customer-api/v2/cart/set/selected-currency',
  'POST /demo/customer-api/v2/cart/set/selected-order-due-date',
  'POST /demo/customer-api/v2/cart/set/selected-store-pickup-due-date',
  'POST /demo/customer-api/v2/cart/set/shipping-address',
  'POST /demo/customer-api/v2/cart/set/store',
  'POST /demo/customer-api/v2/cart/update',
  'POST /demo/customer-api/v2/order/get-orders-completed',
  'POST /demo/customer-api/v2/order/get-orders-ongoing',
  'POST /demo/customer-api/v2/product/search',
  'POST /demo/customer-api/v2/profile/update/address',
  'POST /demo/customer-api/v2/profile/update/address/remove/:addressId',
  'POST /demo/customer-api/v2/profile/update/default-billing-address/:addressId',
  'POST /demo/customer-api/v2/profile/update/default-shipping-address/:addressId',
  'POST /demo/customer-api/v2/profile/update/profile',
  'POST /demo/customer-api/v2/profile/update/wishList',
  'POST /demo/customer-api/v2/user/logout',
  'POST /demo/customer-api/v2/user/refresh',
  'POST /demo/payment/:paymentId',
  'POST /i18n/demo/locale/:file',
  'POST /realms/demo/*',
  'POST /realms/demo/login-actions/:uid/forgot',
  'POST /realms/demo/login-actions/:uid/login',
  'POST /realms/demo/login-actions/:uid/register',
  'POST /realms/demo/login-actions/reset-password',
  'POST /realms/demo/protocol/openid-connect/userinfo',
  'PUT /demo/customer-api/v2/affiliate/:affiliateToken',
  'PUT /demo/customer-api/v2/cart/set/inventory-location',
  'PUT /demo/customer-api/v2/cart/set/selected-currency',
  'PUT /realms/demo/*',
  'QUERY /realms/demo/*',
  'TRACE /realms/demo/*',
];

/** Ids and keys of the fixture, so generated requests also name real products, cities and variants. */
const KNOWN = [
  'p-tee',
  'p-sneaker',
  'p-kettle',
  'p-mug',
  'p-saree',
  'p-wrap',
  'p-lamp',
  'color:red|size:m',
  'color:blue|size:s',
  'size:40',
  'ribbon:on',
  LOCATIONS.colombo,
  LOCATIONS.kandy,
  'city-colombo-03',
  'city-kandy',
  'o-colombo',
  'c-apparel',
  'd-colombo',
  'LK',
  'en',
  'si',
  'LKR',
  'USD',
  'HOME_DELIVERY',
  'STORE_PICKUP',
  'CASH',
  'CARD',
  'fuzz@example.com',
  '2026-11-26',
  '10:00',
  'en.json',
  'banners/welcome.png',
  'brand/logo.png',
];

/** Bearer tokens sent: the demo customers' (filled once they exist) and tokens of no one. */
const TOKENS: string[] = [];

let api: { origin: string; app: ApiServer; routes: RegisteredRoute[]; close(): Promise<void> };

/** Bearer tokens this server accepts: 'token-{userId}' (the identity provider's own tokens are tested elsewhere). */
const verifyBearer = (token: string) => {
  const match = /^token-([a-z0-9-]+)$/.exec(token);
  return match?.[1] ? { userId: match[1], email: `${match[1]}@example.com` } : null;
};

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'customer-api-hostile-'));
  const db = openDatabase(join(dir, 'api.sqlite'));
  loadSeed(db, fixtureSeed());
  await seedDemoCustomers(db);
  // Tokens of the demo customers (so profile, address and card calls reach their handlers), and of no one.
  const ids = db
    .prepare<[], { id: string }>('SELECT id FROM customers ORDER BY id LIMIT 2')
    .all()
    .map((r) => r.id);
  TOKENS.push(...ids.filter((id) => /^[a-z0-9-]+$/.test(id)).map((id) => `token-${id}`));
  const probe = await new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
  const origin = `http://127.0.0.1:${probe}`;
  const app = buildApp({
    db,
    tenant: 'demo',
    imageDir: join(dir, 'images'),
    commerce: {
      uploadDir: join(dir, 'uploads'),
      storefrontUrl: 'http://shop.test:3000',
      verifyBearer,
      expirySweepMs: 0,
      paymentSimulator: true,
    },
    identity: {
      issuerBase: origin,
      realm: 'demo',
      clientSecret: 'test-client-secret-0123456789',
      storefrontUrl: 'http://shop.test:3000',
      extraOrigins: [],
      callbackPath: '/api/auth/callback/keycloak',
      accessTokenTtl: 300,
      refreshTokenTtl: 3600,
      ipMaxFailures: 1_000_000,
      outboxDir: join(dir, 'outbox'),
      failureDelayBaseMs: 0,
      log: () => undefined,
    },
    log: testLog(),
  });
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  await app.listen({ port: probe, host: '127.0.0.1' });
  api = {
    origin,
    app,
    routes,
    close: async () => {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}, 60_000);

afterAll(() => api?.close());

const routeNames = () => [...new Set(api.routes.flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`)))].sort();

it('feeds every route the server registers', () => {
  expect(routeNames()).toEqual([...EXPECTED_ROUTES].sort());
});

interface Answer {
  status: number;
  body: string;
}

/** One raw HTTP request: the path goes out as written (`../` is not resolved), any header, any bytes. */
function send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(api.origin);
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: body ? { ...headers, 'content-length': String(body.length) } : headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 300) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const part = (schema: FastifySchema | undefined, key: 'params' | 'querystring' | 'body') => {
  const p = schema?.[key];
  return p instanceof z.ZodType ? p : undefined;
};

/** A path segment as a client might write it: percent-encoded, or raw when HTTP allows it (so `../` stays `../`). */
const segment = (value: unknown, raw: boolean) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return raw && /^[\x21-\x7e]*$/.test(text) && !text.includes('?') && !text.includes('#') ? text : encodeURIComponent(text.toWellFormed());
};

const asQueryValue = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/octet-stream',
  'image/png',
  'application/pdf',
  '*/*',
  ';;;',
] as const;

const INVALID_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '\ufeff{}',
  '[1,2',
  'nul',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '"\\ud800"',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

function bodyArbitrary(route: RegisteredRoute): fc.Arbitrary<{ contentType: string | null; bytes: Buffer }> {
  const schema = route.schema as FastifySchema | undefined;
  const shaped = part(schema, 'body');
  const fields = schema?.rawBody?.fields;
  const json = (arb: fc.Arbitrary<unknown>) => arb.map((v) => Buffer.from(JSON.stringify(v) ?? 'null'));
  const form = (arb: fc.Arbitrary<unknown>) =>
    arb.map((v) =>
      Buffer.from(
        new URLSearchParams(
          v && typeof v === 'object'
            ? Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, asQueryValue(x)])
            : [['x', asQueryValue(v)]],
        ).toString(),
      ),
    );
  const bytes = fc.oneof(
    { weight: 4, arbitrary: json(shaped ? arbitraryOf(shaped, KNOWN) : junkValue) },
    { weight: 2, arbitrary: json(junkValue) },
    { weight: 2, arbitrary: fc.constantFrom(...INVALID_JSON).map((s) => Buffer.from(s)) },
    { weight: 2, arbitrary: form(fields ? arbitraryOf(fields, KNOWN) : junkValue) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)) },
    { weight: 1, arbitrary: fc.constantFrom(Buffer.alloc(0), Buffer.alloc(300 * 1024, 'a'), Buffer.from(HOSTILE_STRINGS.join('\n'))) },
  );
  const contentType = fc.oneof(
    { weight: 4, arbitrary: fc.constant('application/json') },
    { weight: 4, arbitrary: fc.constantFrom<string | null>(...CONTENT_TYPES, null) },
  );
  return fc.record({ contentType, bytes });
}

function requestArbitrary(route: RegisteredRoute, method: string) {
  const schema = route.schema as FastifySchema | undefined;
  const params = part(schema, 'params');
  const query = part(schema, 'querystring');
  const names = route.url
    .split('/')
    .filter((s) => s.startsWith(':') || s === '*')
    .map((s) => (s === '*' ? '*' : s.slice(1)));
  const paramValues = params ? arbitraryOf(params, KNOWN) : fc.constant({});
  return fc.record({
    params: fc.tuple(
      paramValues,
      fc.array(fc.oneof(junkString, fc.constantFrom(...KNOWN)), { minLength: names.length, maxLength: names.length }),
      fc.array(fc.boolean(), { minLength: names.length, maxLength: names.length }),
    ),
    paramsFromSchema: fc.boolean(),
    query: fc.oneof(
      query ? arbitraryOf(query, KNOWN) : fc.constant({}),
      fc.dictionary(fc.string({ maxLength: 12 }), junkString, { maxKeys: 4 }),
    ),
    body: method === 'GET' || method === 'HEAD' ? fc.constant(null) : fc.option(bodyArbitrary(route), { freq: 8 }),
    bearer: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...TOKENS) },
      { weight: 1, arbitrary: fc.constantFrom<string | null>(null, 'token-nobody', 'not-a-token', 'eyJhbGciOiJub25lIn0.e30.', '') },
    ),
    guest: fc.option(fc.oneof({ weight: 3, arbitrary: fc.constant('fuzz-guest-session-0001') }, { weight: 1, arbitrary: junkString }), {
      freq: 2,
    }),
    location: fc.option(fc.oneof(fc.constantFrom(LOCATIONS.colombo, LOCATIONS.kandy), junkString), { freq: 3 }),
    names: fc.constant(names),
  });
}

const headerSafe = (value: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value);

interface GeneratedPath {
  params: [unknown, string[], boolean[]];
  paramsFromSchema: boolean;
  query: unknown;
  names: string[];
}

function pathOf(route: RegisteredRoute, r: GeneratedPath): string {
  const [fromSchema, junk, rawFlags] = r.params;
  const names = r.names;
  const schemaValues = fromSchema && typeof fromSchema === 'object' ? (fromSchema as Record<string, unknown>) : {};
  let i = 0;
  const path = route.url
    .split('/')
    .map((s) => {
      if (!s.startsWith(':') && s !== '*') return s;
      const name = names[i] ?? '';
      const value = r.paramsFromSchema && name in schemaValues ? schemaValues[name] : junk[i];
      const raw = rawFlags[i] ?? false;
      i++;
      return segment(value, raw);
    })
    .join('/');
  const q =
    r.query && typeof r.query === 'object' ? Object.entries(r.query as Record<string, unknown>).map(([k, v]) => [k, asQueryValue(v)]) : [];
  const search = new URLSearchParams(q).toString();
  return search ? `${path}?${search}` : path;
}

const failures: string[] = [];
let requests = 0;

describe('every customer API route fed generated junk', () => {
  const NUM_RUNS = Number(process.env.HOSTILE_RUNS ?? 25);
  const cases = EXPECTED_ROUTES.map((name) => {
    const [method = '', url = ''] = name.split(' ');
    return [name, method, url] as const;
  });
  it.each(cases)(
    '%s never answers 500',
    async (_name, method, url) => {
      const route = api.routes.find((r) => r.url === url && [r.method].flat().includes(method as never));
      if (!route) throw new Error(`${method} ${url} is not registered`);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, method), async (r) => {
          const headers: Record<string, string> = {};
          if (r.bearer !== null) headers.authorization = `Bearer ${r.bearer}`;
          if (r.guest !== null && headerSafe(r.guest)) headers[GUEST_HEADER] = r.guest;
          if (r.location !== null && headerSafe(r.location)) headers[INVENTORY_HEADER] = r.location;
          if (r.body?.contentType) headers['content-type'] = r.body.contentType;
          const path = pathOf(route, r);
          const answer = await send(method, path, headers, r.body?.bytes);
          requests++;
          if (answer.status >= 500) {
            const failure = `${method} ${path.slice(0, 200)} [${headers['content-type'] ?? '-'}${headers.authorization ? ', bearer' : ''}] → ${answer.status} ${answer.body}`;
            failures.push(failure);
            throw new Error(failure);
          }
        }),
        { numRuns: NUM_RUNS },
      );
    },
    60_000,
  );

  it('leaves the server answering', async () => {
    const health = await send('GET', '/health', {});
    expect(health.status).toBe(200);
    expect(requests).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});
