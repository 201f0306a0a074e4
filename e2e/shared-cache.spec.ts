import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './support/fixtures';
import { signBody } from '../lib/cache/revalidate-request';
import { startRedisServer, type RedisServer } from '../test/redis-server';
import { bin, launchServer as start, stopServer as stop, waitForHttp as waitFor, type OwnServer as Server } from './support/own-servers';
import { seededImageDir, testServers as s } from './support/test-servers';

/**
 * Two `next start` processes on one Redis and one customer API, as behind a load balancer
 * (docs/caching.md "Several storefront processes"). Its own API (next ports after the maintenance
 * pair's) so the product it renames is no other flow's.
 */
const apiPort = s.shop.apiPort + 2;
const webPorts = [s.shop.webPort + 2, s.shop.webPort + 3] as const;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const dataDir = path.join(s.dataRoot, 'shared-cache');
const databasePath = path.join(dataDir, 'shop.sqlite');
const secret = 'a-shared-cache-test-secret';
const PRODUCT = 'p-0051';
const WARM_PRODUCT = 'p-0053';

let redis: RedisServer | undefined;
let api: Server | undefined;
const web: Server[] = [];
const base = (i: 0 | 1) => `http://127.0.0.1:${webPorts[i]}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(4 * 60_000);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  redis = await startRedisServer();
  api = start(bin('tsx'), ['customer-api/main.ts'], {
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    TENANT: s.tenant,
    DATABASE_PATH: databasePath,
    IMAGE_DIR: seededImageDir(dataDir),
    STOREFRONT_URL: base(0),
    AUTH_ISSUER_BASE: apiUrl,
    DEMO: '1',
    PAYMENT_SIMULATOR: 'on',
  });
  await waitFor(`${apiUrl}/health`, 3 * 60_000);
  for (const i of [0, 1] as const) {
    web.push(
      start(bin('next'), ['start', '-p', String(webPorts[i])], {
        CUSTOMER_API_URL: apiUrl,
        TENANT: s.tenant,
        SITE_URL: base(i),
        AUTH_ISSUER_BASE: apiUrl,
        DEMO: '1',
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: 'shared-cache-e2e',
        REVALIDATE_SECRET: secret,
        // Sharing is under test here, not a slow Redis (a frozen one is tested in page-cache-handler.redis.test.ts):
        // on a busy test machine a reply slower than the 500 ms default counts as an outage, and the process
        // would answer from its own memory instead.
        REDIS_TIMEOUT_MS: '3000',
        // The limit tests below play the proxy that writes X-Forwarded-For.
        TRUSTED_PROXY_HOPS: '1',
      }),
    );
  }
  await Promise.all([waitFor(`${base(0)}/robots.txt`, 2 * 60_000), waitFor(`${base(1)}/robots.txt`, 2 * 60_000)]);
});

test.afterAll(async () => {
  await Promise.all(web.map((server) => stop(server)));
  await stop(api);
  await redis?.close();
});

function slugOf(id: string): string {
  const db = new Database(databasePath, { readonly: true });
  try {
    return (db.prepare('SELECT slug FROM products WHERE id = ?').get(id) as { slug: string }).slug;
  } finally {
    db.close();
  }
}

function rename(name: string): string {
  const db = new Database(databasePath);
  try {
    db.prepare("UPDATE products SET json = json_set(json, '$.name.en', ?) WHERE id = ?").run(name, PRODUCT);
    return (db.prepare('SELECT slug FROM products WHERE id = ?').get(PRODUCT) as { slug: string }).slug;
  } finally {
    db.close();
  }
}

async function revalidate(i: 0 | 1, body: string, timestamp = String(Math.floor(Date.now() / 1000))) {
  return fetch(`${base(i)}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, body, timestamp), 'x-signature-timestamp': timestamp },
    body,
  });
}

test('a page rendered by one process is served by the other, and a revalidation through one reaches the other within a second', async () => {
  const slug = rename('Shared Cache Lamp');
  const url = (i: 0 | 1) => `${base(i)}/products/${slug}`;
  // Each process renders another product page first, so the timing below is a render, not a cold start.
  const warm = slugOf(WARM_PRODUCT);
  for (const i of [0, 1] as const) expect((await fetch(`${base(i)}/products/${warm}`)).status).toBe(200);

  const first = await fetch(url(0));
  expect(first.status).toBe(200);
  expect(await first.text()).toContain('Shared Cache Lamp');
  // The other process has never rendered it: its first answer comes from Redis.
  const other = await fetch(url(1));
  expect(other.status).toBe(200);
  expect(other.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/);

  rename('Shared Cache Lantern');
  expect(await (await fetch(url(1))).text()).toContain('Shared Cache Lamp');

  const body = JSON.stringify({ kind: 'product', id: PRODUCT, slug });
  const sentAt = String(Math.floor(Date.now() / 1000));
  const sent = Date.now();
  expect((await revalidate(0, body, sentAt)).status).toBe(200);
  const webhookMs = Date.now() - sent;
  // Asked of the other process from the webhook's answer on, how soon is an answer fresh? `askedAfterMs`:
  // when the first fresh answer was asked for (the revalidation reaching process 2); `answeredAfterMs`:
  // when it arrived (that plus one render, which depends on the machine's load).
  const started = Date.now();
  let askedAfterMs = -1;
  let answeredAfterMs = -1;
  const polls: string[] = [];
  while (Date.now() - started < 10_000) {
    const asked = Date.now() - started;
    const res = await fetch(url(1));
    const fresh = (await res.text()).includes('Shared Cache Lantern');
    polls.push(
      `asked at ${asked} ms: ${res.headers.get('x-nextjs-cache')}, ${fresh ? 'fresh' : 'stale'}, answered at ${Date.now() - started} ms`,
    );
    if (fresh) {
      askedAfterMs = asked;
      answeredAfterMs = Date.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  test
    .info()
    .annotations.push({ type: 'revalidate → fresh on the other process', description: `webhook ${webhookMs} ms; ${polls.join('; ')}` });
  const outages = web.flatMap((server) => server.log.join('').match(/\[cache\] Redis is unavailable[^\n]*/g) ?? []);
  console.info(
    `webhook to process 1 answered in ${webhookMs} ms; then process 2: ${polls.join('; ')}${outages.length ? `; ${outages.join('; ')}` : ''}`,
  );
  // Order, not speed (the bench measures speed): the other process turns fresh after the webhook, and
  // never serves the old text again once it has served the new.
  expect(askedAfterMs).toBeGreaterThanOrEqual(0);
  expect(answeredAfterMs).toBeGreaterThan(0);
  for (let i = 0; i < 5; i++) expect(await (await fetch(url(1))).text()).toContain('Shared Cache Lantern');
  expect(await (await fetch(url(0))).text()).toContain('Shared Cache Lantern');

  // The same signed call again, to either process, is a replay.
  expect((await revalidate(1, body, sentAt)).status).toBe(409);
});

test('rate limits count across processes and answer 429 with Retry-After', async () => {
  // The status probe allows 60 a minute per address; half asked of each process.
  const ask = (i: 0 | 1) => fetch(`${base(i)}/api/status`, { headers: { 'x-forwarded-for': '198.51.100.23' } });
  const statuses: number[] = [];
  for (let n = 0; n < 60; n += 1) statuses.push((await ask((n % 2) as 0 | 1)).status);
  expect(statuses.every((status) => status === 200)).toBe(true);
  const refused = await ask(1);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({ code: 'E4290' });
});

test('order pages count as order look-ups: beyond the limit the page says so with 429 and Retry-After', async () => {
  // 120 look-ups a minute per address (lib/http/rate-limits.server.ts), across both processes.
  const view = (i: 0 | 1) => fetch(`${base(i)}/order/view/no-such-order`, { headers: { 'x-forwarded-for': '198.51.100.47' } });
  const statuses: number[] = [];
  for (let batch = 0; batch < 12; batch += 1) {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => view(((batch + n) % 2) as 0 | 1)));
    statuses.push(...answers.map((answer) => answer.status));
  }
  expect(statuses.filter((status) => status === 429 || status >= 500)).toEqual([]);
  const refused = await view(0);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.headers.get('cache-control')).toBe('private, no-store');
  expect(await refused.text()).toContain('Too many attempts');
});

test('with Redis gone, pages still serve from each process’s memory, with one warning and no 500', async () => {
  const slug = rename('Shared Cache Lantern');
  await redis?.stop({ hard: true });
  for (let n = 0; n < 10; n += 1) {
    for (const i of [0, 1] as const) {
      const res = await fetch(`${base(i)}/products/${slug}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Shared Cache Lantern');
    }
  }
  for (const server of web) {
    expect(server.log.join('').match(/\[cache\] Redis is unavailable/g)).toHaveLength(1);
    expect(server.log.join('')).not.toMatch(/ 500 |Internal Server Error/);
  }
});
