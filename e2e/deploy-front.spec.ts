import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:tls';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startRedisServer, type RedisServer } from '../test/redis-server';
import { continueAsGuest, payBy, shipToColombo } from './cart-steps';
import { get, NGINX_PATH, startFront, type Front } from './support/nginx-front';
import { bin, launchServer, stopServer, waitForHttp, type OwnServer } from './support/own-servers';
import { signInOnProvider, NIMAL, clickLogin, expectSignedIn } from './support/sign-in';
import { demo } from './support/shop';
import { seededImageDir, testServers as s } from './support/test-servers';

/**
 * The deployment of docs/deploy.md, all started here: nginx from Debian on deploy/nginx.conf (TLS with a
 * certificate made now), two standalone storefront processes on one Redis, and the reference API.
 */
const root = path.join(__dirname, '..');
const apiPort = s.shop.apiPort + 10;
const webPorts: [number, number] = [s.shop.webPort + 10, s.shop.webPort + 11];
const apiUrl = `http://127.0.0.1:${apiPort}`;
const dataDir = path.join(s.dataRoot, 'deploy-front');
const databasePath = path.join(dataDir, 'shop.sqlite');
/** Short, so a kept page is stale within the test; the default is 10. */
const FRONT_CACHE_SECONDS = 3;
const COLOMBO = demo.locations.colombo;
const KANDY = demo.locations.kandy;

let redis: RedisServer | undefined;
let api: OwnServer | undefined;
const web: (OwnServer | undefined)[] = [undefined, undefined];
let front: Front | undefined;
let product: { id: string; varianceKey: string; name: string; path: string };

test.describe.configure({ mode: 'serial' });
test.skip(!existsSync(NGINX_PATH), `nginx is not installed at ${NGINX_PATH} (apt-get install nginx; .ci/run installs it)`);

function startWeb(i: 0 | 1): OwnServer {
  return launchServer(process.execPath, [path.join(root, '.next', 'standalone', 'server.js')], {
    PORT: String(webPorts[i]),
    HOSTNAME: 'localhost',
    CUSTOMER_API_URL: apiUrl,
    TENANT: s.tenant,
    SITE_URL: front?.origin ?? '',
    AUTH_ISSUER_BASE: apiUrl,
    DEMO: '1',
    REDIS_URL: redis?.url ?? '',
    REDIS_KEY_PREFIX: 'deploy-front-e2e',
    REDIS_TIMEOUT_MS: '3000',
    TRUSTED_PROXY_HOPS: '1',
    RATE_LIMIT_ALLOW: '',
    FRONT_CACHE_SECONDS: String(FRONT_CACHE_SECONDS),
    // Every customer API call writes its JSON log line, so a test can find a request's id in it.
    API_SLOW_MS: '0',
  });
}

async function startWebAndWait(i: 0 | 1) {
  web[i] = startWeb(i);
  await waitForHttp(`http://127.0.0.1:${webPorts[i]}/readyz`, 2 * 60_000);
}

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  // `npm run build` copies these next to the standalone server; a bare `next build` does not.
  if (!existsSync(path.join(root, '.next', 'standalone', '.next', 'static')))
    await run(process.execPath, [path.join(root, 'scripts', 'standalone.mjs')]);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  redis = await startRedisServer();
  front = await startFront({
    dir: path.join(dataDir, 'nginx'),
    httpsPort: s.shop.webPort + 12,
    httpPort: s.shop.webPort + 13,
    upstreams: webPorts,
  });
  api = launchServer(bin('tsx'), ['customer-api/main.ts'], {
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    TENANT: s.tenant,
    DATABASE_PATH: databasePath,
    IMAGE_DIR: seededImageDir(dataDir),
    STOREFRONT_URL: front.origin,
    AUTH_ISSUER_BASE: apiUrl,
    DEMO: '1',
    PAYMENT_SIMULATOR: 'on',
    LOG_LEVEL: 'warn',
  });
  await waitForHttp(`${apiUrl}/ready`, 3 * 60_000);
  await Promise.all([startWebAndWait(0), startWebAndWait(1)]);
  const res = await fetch(`${apiUrl}/${s.tenant}/customer-api/v2/product/p-0025`, { headers: { 'x-inventory-location': COLOMBO } });
  const p = (await res.json()) as {
    id: string;
    varianceKey: string;
    name: { en: string };
    productSlug: string;
    querySearchParams?: string;
  };
  const query = String(p.querySearchParams ?? '').replace(/^\?/, '');
  product = { id: p.id, varianceKey: p.varianceKey, name: p.name.en, path: `/products/${p.productSlug}${query ? `?${query}` : ''}` };
});

test.afterAll(async () => {
  await Promise.all(web.map((server) => stopServer(server)));
  await stopServer(api);
  await front?.stop();
  await redis?.close();
});

function run(command: string, args: string[]): Promise<void> {
  const child = launchServer(command, args, {});
  return new Promise((resolve, reject) =>
    child.child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(child.log.join(''))))),
  );
}

const cookie = (values: Record<string, string>) => ({
  cookie: Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join('; '),
});
const cacheStatus = (answer: { headers: Record<string, unknown> }) => answer.headers['x-cache-status'];

/** Presses the product page's add button once and waits for its answer (before hydration it posts its form). */
async function addToCart(page: Page, toast: string) {
  await page
    .getByRole('button', { name: /^(Add to Cart|Update Cart)$/ })
    .first()
    .click();
  await expect(page.getByText(toast)).toBeVisible();
}

/** The price and stock a product page states for search engines (JSON-LD): what the shopper's context decides. */
function offer(html: string) {
  return {
    currency: html.match(/"priceCurrency":"([A-Z]{3})"/)?.[1],
    inStock: html.match(/"availability":"https:\/\/schema.org\/(\w+)"/)?.[1],
  };
}

function setStock(location: string, quantity: number) {
  const db = new Database(databasePath);
  try {
    db.prepare('UPDATE stock SET quantity = ? WHERE product_id = ? AND variance_key = ? AND location_id = ?').run(
      quantity,
      product.id,
      product.varianceKey,
      location,
    );
  } finally {
    db.close();
  }
}

/** Every file nginx's caches hold, as text. */
function cachedFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(readFileSync(full, 'latin1'));
    }
  };
  if (front) walk(front.cacheDir);
  return files;
}

test('over HTTPS and HTTP/2 through nginx: a shopper browses, adds to the cart and buys by cash', async ({ browser }) => {
  test.setTimeout(3 * 60_000);
  if (!front) throw new Error('the servers did not start');
  const origin = front.origin;

  // HTTP/2 offered by TLS ALPN; plain HTTP sent to HTTPS; compressed pages; Next's files immutable.
  const alpn = await new Promise<string | false>((resolve, reject) => {
    const socket = connect(
      { host: '127.0.0.1', port: Number(new URL(origin).port), ALPNProtocols: ['h2', 'http/1.1'], rejectUnauthorized: false },
      () => {
        resolve(socket.alpnProtocol ?? false);
        socket.end();
      },
    );
    socket.on('error', reject);
  });
  expect(alpn).toBe('h2');
  const plain = await fetch(`${front.httpOrigin}/`, { redirect: 'manual' });
  expect(plain.status).toBe(301);
  expect(plain.headers.get('location')).toMatch(/^https:\/\//);
  const home = await get(`${origin}/`, { headers: { 'accept-encoding': 'gzip', ...cookie({ NEXT_LOCALE: 'en', inventoryId: COLOMBO }) } });
  expect(home.status).toBe(200);
  expect(home.headers['content-encoding']).toBe('gzip');
  const script = (await get(`${origin}/`, { headers: cookie({ NEXT_LOCALE: 'en', inventoryId: COLOMBO }) })).body.match(
    /\/_next\/static\/[^"]+\.js/,
  )?.[0];
  expect(script).toBeTruthy();
  expect((await get(`${origin}${script}`)).headers['cache-control']).toContain('immutable');
  // Methods a file or page does not take end at nginx, never in a 500 from Next (docs/security.md); a
  // kept file answers ranges and conditions itself; Next's internal rewrite header stays inside.
  for (const method of ['POST', 'OPTIONS', 'TRACE'])
    expect([method, (await get(`${origin}${script}`, { method })).status]).toEqual([method, 405]);
  expect((await get(`${origin}/`, { method: 'TRACE' })).status).toBe(405);
  expect((await get(`${origin}${script}`, { headers: { range: 'bytes=999999999-' } })).status).toBe(416);
  expect((await get(`${origin}${script}`, { headers: { 'if-match': '"nothing"' } })).status).toBe(412);
  expect(home.headers['x-middleware-rewrite']).toBeUndefined();

  const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
  // Next writes its internal rewrite target on every answer; nginx keeps it from browsers (pages, data, files).
  const leaks = new Set<string>();
  context.on('response', (response) => {
    if (response.url().startsWith(origin) && response.headers()['x-middleware-rewrite'] !== undefined) leaks.add(response.url());
  });
  try {
    await context.addCookies([{ name: 'inventoryId', value: COLOMBO, url: origin }]);
    const page = await context.newPage();
    await page.goto(product.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await addToCart(page, 'Product added to cart successfully');
    await page.goto('/checkout');
    await continueAsGuest(page, 'front-buyer@example.com');
    await shipToColombo(page);
    await payBy(page, 'Cash');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order\/view\/[^/?]+\?placed=1$/);
    await expect(page.getByText(/^Order - LL-\d+ has been placed successfully!$/)).toBeVisible();
    expect([...leaks], 'answers that told the browser the internal rewrite path').toEqual([]);
  } finally {
    await context.close();
  }
});

test('the second view of a product page comes from nginx; shoppers of other currencies and locations get their own', async () => {
  if (!front) throw new Error('the servers did not start');
  setStock(COLOMBO, 7);
  setStock(KANDY, 0);
  const url = `${front.origin}${product.path}`;
  const colomboRupees = cookie({ NEXT_LOCALE: 'en', currency: 'LKR', inventoryId: COLOMBO });
  const kandyDollars = cookie({ NEXT_LOCALE: 'en', currency: 'USD', inventoryId: KANDY });

  const first = await get(url, { headers: colomboRupees });
  expect(first.status).toBe(200);
  expect(first.headers['cache-control']).toBe('private, no-cache');
  expect(first.headers['x-accel-expires']).toBeUndefined();
  const second = await get(url, { headers: colomboRupees });
  expect(cacheStatus(second)).toBe('HIT');
  expect(second.body).toBe(first.body);
  expect(second.headers['x-middleware-rewrite']).toBeUndefined();
  expect(offer(second.body)).toEqual({ currency: 'LKR', inStock: 'InStock' });

  const other = await get(url, { headers: kandyDollars });
  expect(cacheStatus(other)).not.toBe('HIT');
  expect(offer(other.body)).toEqual({ currency: 'USD', inStock: 'OutOfStock' });
  expect(cacheStatus(await get(url, { headers: kandyDollars }))).toBe('HIT');
  expect(offer((await get(url, { headers: colomboRupees })).body)).toEqual({ currency: 'LKR', inStock: 'InStock' });

  // The proxy's redirects stay on the shop's address, not the process's.
  const redirect = await get(`${front.origin}/en/search`, { headers: colomboRupees });
  expect(redirect.status).toBe(308);
  expect(redirect.headers.location).toMatch(new RegExp(`^(${front.origin})?/search$`));

  // A first visit (no language cookie) is never answered from the cache.
  const firstVisit = await get(url, { headers: { 'accept-language': 'en' } });
  expect(cacheStatus(firstVisit)).toBe('BYPASS');
  expect(String(firstVisit.headers['set-cookie'])).toContain('NEXT_LOCALE=en');
});

test("a signed-in customer's name, cart and wish list never appear in anything nginx kept", async ({ browser }) => {
  test.setTimeout(3 * 60_000);
  if (!front) throw new Error('the servers did not start');
  const origin = front.origin;
  const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
  try {
    await context.addCookies([{ name: 'inventoryId', value: COLOMBO, url: origin }]);
    const page = await context.newPage();
    await page.goto('/');
    await clickLogin(page, false);
    await signInOnProvider(page, { ...s.shop, apiUrl, baseURL: origin }, NIMAL);
    await expectSignedIn(page, false, 'Nimal');
    for (const visited of ['/', product.path, '/cart', '/account/details/profile', '/account/wishlist', '/search?query=tea']) {
      await page.goto(visited);
      await page.goto(visited);
    }
    await expectSignedIn(page, false, 'Nimal');
  } finally {
    await context.close();
  }
  const kept = cachedFiles();
  expect(kept.length).toBeGreaterThan(0);
  for (const text of kept) {
    expect(text).not.toContain(NIMAL.name);
    expect(text).not.toContain(NIMAL.email);
    expect(text).not.toMatch(/\nSet-Cookie:/i);
  }
});

test('with both storefront processes killed, kept pages still serve (stale) and a cart action says the shop cannot be reached', async ({
  browser,
}) => {
  test.setTimeout(3 * 60_000);
  if (!front) throw new Error('the servers did not start');
  const origin = front.origin;
  const shopper = cookie({ NEXT_LOCALE: 'en', inventoryId: COLOMBO });
  await get(`${origin}${product.path}`, { headers: shopper });
  await new Promise((resolve) => setTimeout(resolve, (FRONT_CACHE_SECONDS + 1) * 1000));
  await Promise.all(web.map((server) => stopServer(server, 'SIGKILL')));
  try {
    const stale = await get(`${origin}${product.path}`, { headers: shopper });
    expect(stale.status).toBe(200);
    expect(cacheStatus(stale)).toBe('STALE');
    expect(stale.body).toContain(product.name);

    const add = await get(`${origin}/api/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...shopper },
      body: JSON.stringify({ productId: product.id, varianceKey: product.varianceKey, quantity: 1 }),
    });
    expect(add.status).toBe(503);
    expect(JSON.parse(add.body)).toEqual({ code: 'E5030', message: 'The shop cannot be reached right now. Please try again in a moment.' });

    const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
    try {
      await context.addCookies([
        { name: 'inventoryId', value: COLOMBO, url: origin },
        { name: 'NEXT_LOCALE', value: 'en', url: origin },
      ]);
      const page = await context.newPage();
      await page.goto(product.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      await addToCart(page, 'Product addition failed');
    } finally {
      await context.close();
    }
  } finally {
    await Promise.all([startWebAndWait(0), startWebAndWait(1)]);
  }
});

test('a rolling restart (SIGTERM one process, start it, then the other) while shoppers load pages: no request fails', async () => {
  test.setTimeout(4 * 60_000);
  if (!front) throw new Error('the servers did not start');
  const origin = front.origin;
  let done = false;
  const failures: string[] = [];
  let answered = 0;
  // First visits and the liveness probe: never from nginx's cache, so every one reaches a storefront
  // process. Not /readyz: a process that has just started rightly answers 503 until its checks pass.
  const targets = [product.path, '/search?query=tea', '/healthz'];
  const shopper = async (n: number) => {
    for (let i = n; !done; i += 1) {
      const target = targets[i % targets.length] ?? '/';
      try {
        const res = await get(`${origin}${target}`, { headers: { 'accept-language': 'en' } });
        if (res.status >= 500) failures.push(`${target} ${res.status}`);
        answered += 1;
      } catch (e) {
        failures.push(`${target} ${String(e)}`);
      }
    }
  };
  const load = Array.from({ length: 6 }, (_, n) => shopper(n));
  const exitSeconds: number[] = [];
  for (const i of [0, 1] as const) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const asked = Date.now();
    await stopServer(web[i], 'SIGTERM');
    exitSeconds.push((Date.now() - asked) / 1000);
    expect(web[i]?.child.exitCode).toBe(143);
    await startWebAndWait(i);
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  done = true;
  await Promise.all(load);
  test.info().annotations.push({
    type: 'rolling restart',
    description: `${answered} answers, ${failures.length} failed, exits after ${exitSeconds.join(' s, ')} s`,
  });
  expect(answered).toBeGreaterThan(20);
  expect(failures, front.log()).toEqual([]);
  // Under load a stopped process still exits: its kept connections close after their request (Connection: close).
  for (const seconds of exitSeconds) expect(seconds).toBeLessThan(15);
});

test("nginx's request id, not one a client wrote, reaches the storefront's JSON log lines", async () => {
  if (!front) throw new Error('the servers did not start');
  const res = await get(`${front.origin}/api/status`, { headers: { 'x-request-id': 'written-by-the-client' } });
  const id = String(res.headers['x-request-id']);
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  const logged = () =>
    web
      .flatMap((server) => server?.log.join('').split('\n') ?? [])
      .flatMap((line) => {
        try {
          return line.startsWith('{') ? [JSON.parse(line) as { msg?: string; requestId?: string; path?: string; durationMs?: number }] : [];
        } catch {
          return []; // a line still being written
        }
      });
  await expect.poll(() => logged().filter((line) => line.requestId === id).length).toBeGreaterThan(0);
  const line = logged().find((l) => l.requestId === id);
  expect(line).toMatchObject({
    msg: 'customer API call slow',
    path: expect.stringMatching(/\/customer-api\/v2\/schema\/get$/),
    durationMs: expect.any(Number),
  });
  expect(logged().some((l) => l.requestId === 'written-by-the-client')).toBe(false);
});

test('a client-written X-Forwarded-For does not move the rate-limit counters to another address', async () => {
  if (!front) throw new Error('the servers did not start');
  // The maintenance probe allows 60 a minute per address; each request claims a new address. Were the
  // claim believed, every one would have a counter of its own and none would be refused.
  const statuses: number[] = [];
  for (let n = 0; n < 61 && statuses.at(-1) !== 429; n += 1) {
    statuses.push((await get(`${front.origin}/api/status`, { headers: { 'x-forwarded-for': `198.51.100.${n}` } })).status);
  }
  expect(statuses.at(-1), front.log()).toBe(429);
  expect(statuses.length).toBeGreaterThan(55);
  expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
});

test('with OTEL_EXPORTER_OTLP_ENDPOINT set, a product page sends OTLP spans of its render and of its customer API fetch', async () => {
  test.setTimeout(3 * 60_000);
  // Next's own spans: the page's render (named after the route, `GET /[ctx]/products/…` or `render route (app) …`),
  // and its fetch of the product from the customer API. They are exported in batches after the answer:
  // the flow waits for the batch that completes them to arrive at the collector.
  const wanted = [
    /^(GET|render route \(app\)) \S*\/products\//m,
    /^fetch GET \S*\/customer-api\/v2\/product\/|\S+\/customer-api\/v2\/product\/\S*$/m,
  ];
  const named: string[] = [];
  let allArrived = () => {};
  const arrived = new Promise<void>((resolve) => (allArrived = resolve));
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        named.push(...otlpSpans(Buffer.concat(chunks).toString('utf8')).map(spanLabel));
        if (wanted.every((pattern) => pattern.test(named.join('\n')))) allArrived();
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(s.shop.webPort + 15, '127.0.0.1', resolve));
  const port = s.shop.webPort + 14;
  const traced = launchServer(process.execPath, [path.join(root, '.next', 'standalone', 'server.js')], {
    PORT: String(port),
    HOSTNAME: 'localhost',
    CUSTOMER_API_URL: apiUrl,
    TENANT: s.tenant,
    SITE_URL: `http://localhost:${port}`,
    AUTH_ISSUER_BASE: apiUrl,
    DEMO: '1',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${s.shop.webPort + 15}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, 2 * 60_000);
    const page = await fetch(`http://127.0.0.1:${port}${product.path}`, { headers: cookie({ NEXT_LOCALE: 'en', inventoryId: COLOMBO }) });
    expect(page.status).toBe(200);
    const deadline = setTimeout(() => allArrived(), 30_000);
    await arrived;
    clearTimeout(deadline);
    for (const pattern of wanted) expect(named.join('\n')).toMatch(pattern);
  } finally {
    await stopServer(traced);
    await new Promise((resolve) => receiver.close(resolve));
  }
});

/** A span as `name route url`, what the flow matches. */
function spanLabel(span: { name: string; attributes: Record<string, unknown> }): string {
  return `${span.name} ${String(span.attributes['next.route'] ?? '')} ${String(span.attributes['http.url'] ?? span.attributes['url.full'] ?? '')}`;
}

/** The spans of one OTLP/HTTP JSON export (resourceSpans → scopeSpans → spans), attributes as an object. */
function otlpSpans(body: string): { name: string; attributes: Record<string, unknown> }[] {
  type Value = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
  type Export = { resourceSpans?: { scopeSpans?: { spans?: { name: string; attributes?: { key: string; value: Value }[] }[] }[] }[] };
  const parsed = JSON.parse(body) as Export;
  return (parsed.resourceSpans ?? []).flatMap((r) =>
    (r.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        name: span.name,
        attributes: Object.fromEntries(
          (span.attributes ?? []).map(({ key, value }) => [key, value.stringValue ?? value.intValue ?? value.boolValue]),
        ),
      })),
    ),
  );
}
