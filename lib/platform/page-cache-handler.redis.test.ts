import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { startRedisServer, type RedisServer } from '@/test/redis-server';
import PageCacheHandler, { closeSharedCache, withOutageGuard } from './page-cache-handler.mjs';

const fetchEntry = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, url: 'http://api/products', status: 200 },
  revalidate: 60,
});
const fetchCtx = { fetchCache: true, tags: ['products', 'product:p-1'], revalidate: 60, fetchUrl: 'http://api/products', fetchIdx: 1 };
const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: `<p>${status}</p>`,
  rscData: Buffer.from('x'),
  headers: {},
  postponed: undefined,
  status,
  segmentData: undefined,
});
const pageCtx = { isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 60, expire: undefined } };

describe('the outage guard', () => {
  it('warns once while the store fails, answers at once meanwhile, and says when it is back', async () => {
    let clock = 0;
    let broken = true;
    const calls: string[] = [];
    const store = {
      name: 'fake',
      async get(key: string) {
        calls.push(key);
        if (broken) throw new Error('connection refused');
        return null;
      },
    };
    const warn = jest.fn();
    const guarded = withOutageGuard(store, { warn, now: () => clock });
    for (let i = 0; i < 5; i += 1) await expect(guarded.get(`k${i}`)).rejects.toThrow();
    expect(calls).toEqual(['k0']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/Redis is unavailable \(connection refused\)/);

    broken = false;
    clock += 5_000;
    await expect(guarded.get('k5')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1][0]).toMatch(/answers again/);
    await guarded.get('k6');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the shared cache on Redis', () => {
  let redis: RedisServer;
  let dir: string;
  let cache: PageCacheHandler;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});

  beforeAll(async () => {
    redis = await startRedisServer();
    dir = mkdtempSync(path.join(tmpdir(), 'shared-cache-'));
    process.env.REDIS_URL = redis.url;
    process.env.REDIS_KEY_PREFIX = 'test';
    process.env.REDIS_TIMEOUT_MS = '200';
    // A build's output: the server's files beside the BUILD_ID Next writes; the keys carry that id.
    writeFileSync(path.join(dir, 'BUILD_ID'), 'build-a');
    cache = new PageCacheHandler({ serverDistDir: path.join(dir, 'server'), dev: false, maxMemoryCacheSize: 8 * 1024 * 1024 } as never);
  });
  afterAll(async () => {
    await closeSharedCache();
    delete process.env.REDIS_URL;
    delete process.env.REDIS_KEY_PREFIX;
    delete process.env.REDIS_TIMEOUT_MS;
    await redis.close();
    rmSync(dir, { recursive: true, force: true });
    warn.mockRestore();
  });

  const getFetch = () => cache.get('fetch-key', { kind: 'FETCH', tags: fetchCtx.tags, softTags: [] } as never);
  /** Waits for a state (a reconnect backs off up to 5 s), failing after `ms`. */
  const eventually = async (check: () => Promise<boolean>, ms = 15_000) => {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('the state was not reached in time');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it("keeps fetch results in Redis under the build's own keys, where every process of that build reads them, and drops them by tag", async () => {
    const other = createClient({ url: redis.url });
    await other.connect();
    await eventually(async () => {
      await cache.set('fetch-key', fetchEntry('one'), fetchCtx);
      return (await other.get('test:build-a:fetch-key')) !== null;
    });
    expect(await other.get('test:build-a:fetch-key')).toContain('one');
    await other.close();
    expect(await getFetch()).not.toBeNull();

    await cache.revalidateTag('product:p-1');
    expect(await getFetch()).toBeNull();
  });

  it('stores no 404 page and forgets one that now answers 404', async () => {
    const key = '/route-cache/APP_PAGE/h/$/en~LKR~_/products/retired/_';
    await cache.set(key, page(200), pageCtx);
    expect(await cache.get(key, { kind: 'APP_PAGE' } as never)).not.toBeNull();
    await cache.set(key, page(404), pageCtx);
    expect(await cache.get(key, { kind: 'APP_PAGE' } as never)).toBeNull();
  });

  it('serves from memory with one warning while Redis is down, and uses Redis again when it is back', async () => {
    await cache.set('fetch-key', fetchEntry('two'), fetchCtx);
    warn.mockClear();
    await redis.stop({ hard: true });
    for (let i = 0; i < 20; i += 1) {
      const entry = (await getFetch()) as { value: { data: { body: string } } } | null;
      expect(entry?.value.data.body).toBe('two');
    }
    // Each failed reconnect is an error event too: still the one warning.
    await new Promise((r) => setTimeout(r, 600));
    expect(warn.mock.calls.filter(([message]) => String(message).includes('Redis is unavailable'))).toHaveLength(1);

    await redis.restart();
    const other = createClient({ url: redis.url });
    await other.connect();
    // Written to Redis again once the process has reconnected, which it says once.
    await eventually(async () => {
      await cache.set('fetch-key', fetchEntry('three'), fetchCtx);
      return (await other.get('test:build-a:fetch-key'))?.includes('three') ?? false;
    });
    other.destroy();
    expect(warn.mock.calls.filter(([message]) => String(message).includes('[cache] Redis answers again'))).toHaveLength(1);
  }, 30_000);

  it('serves from memory when Redis stops answering (REDIS_TIMEOUT_MS), with one warning', async () => {
    await cache.set('fetch-key', fetchEntry('four'), fetchCtx);
    warn.mockClear();
    redis.pause();
    try {
      const started = Date.now();
      for (let i = 0; i < 10; i += 1) {
        const entry = (await getFetch()) as { value: { data: { body: string } } } | null;
        expect(entry?.value.data.body).toBe('four');
      }
      // One call waits for the time limit; the others go to memory at once.
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(warn.mock.calls.filter(([message]) => String(message).includes('Redis is unavailable'))).toHaveLength(1);
    } finally {
      redis.resume();
    }
  }, 30_000);
});
