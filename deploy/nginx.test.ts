import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@/test/redis-server';
import { get, startFront, type Front } from '@/e2e/support/nginx-front';

/** What the stand-in storefront answers per path: a status, marked for the front as the proxy marks catalogue pages. */
const answers = new Map<string, { status: number; body: string }>();
const asked = new Map<string, number>();

function storefront(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    asked.set(url, (asked.get(url) ?? 0) + 1);
    const answer = answers.get(url) ?? { status: 200, body: 'unmarked' };
    const marked = answers.has(url) ? { 'X-Accel-Expires': '1' } : {};
    res.writeHead(answer.status, { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-cache', ...marked });
    res.end(answer.body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const shopper = { cookie: 'NEXT_LOCALE=en; currency=LKR; inventoryId=loc-colombo' };
let dir: string;
let servers: Server[];
let front: Front;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'storefront-nginx-'));
  servers = await Promise.all([storefront(), storefront()]);
  const [a, b] = servers.map((s) => (s.address() as AddressInfo).port) as [number, number];
  front = await startFront({ dir: path.join(dir, 'nginx'), httpsPort: await freePort(), httpPort: await freePort(), upstreams: [a, b] });
});
afterAll(async () => {
  await front?.stop();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

const view = async (url: string) => {
  const res = await get(`${front.origin}${url}`, { headers: shopper });
  return { status: res.status, cache: res.headers['x-cache-status'], body: res.body };
};

describe('the front cache of deploy/nginx.conf', () => {
  it('keeps a marked page that answered 200', async () => {
    answers.set('/products/kept', { status: 200, body: 'a product' });
    expect(await view('/products/kept')).toEqual({ status: 200, cache: 'MISS', body: 'a product' });
    expect(await view('/products/kept')).toEqual({ status: 200, cache: 'HIT', body: 'a product' });
    expect(asked.get('/products/kept')).toBe(1);
  });

  it('keeps no marked answer of another status: a render that failed, found nothing or redirected', async () => {
    for (const [url, status] of [
      ['/products/gone', 404],
      ['/products/broken', 500],
      ['/products/moved', 308],
    ] as const) {
      answers.set(url, { status, body: `answered ${status}` });
      await view(url);
      expect([url, (await view(url)).cache]).toEqual([url, 'MISS']);
      expect([url, asked.get(url)]).toEqual([url, 2]);
    }
  });

  it('past its lifetime, a kept page gives way to an answer that may not be kept, and stands in only for a failing render', async () => {
    for (const url of ['/products/withdrawn', '/products/failing']) {
      answers.set(url, { status: 200, body: 'on sale' });
      await view(url);
      expect([url, (await view(url)).cache]).toEqual([url, 'HIT']);
    }
    answers.set('/products/withdrawn', { status: 404, body: 'gone' });
    answers.set('/products/failing', { status: 500, body: 'failed' });
    // Marked for one second; nginx counts whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (let i = 0; i < 2; i++) {
      expect(await view('/products/withdrawn')).toMatchObject({ status: 404, body: 'gone' });
      expect(await view('/products/failing')).toEqual({ status: 200, cache: 'STALE', body: 'on sale' });
    }
  });
});

describe('the health probes through deploy/nginx.conf', () => {
  it('answer liveness, and never readiness, which each process answers on its own port only', async () => {
    expect((await get(`${front.origin}/healthz`)).status).toBe(200);
    const before = asked.get('/readyz') ?? 0;
    expect((await get(`${front.origin}/readyz`)).status).toBe(404);
    expect(asked.get('/readyz') ?? 0).toBe(before);
  });
});
