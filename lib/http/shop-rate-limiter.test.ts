import { createClient } from 'redis';
import { startRedisServer, type RedisServer } from '@/test/redis-server';
import { inMemory, inRedis, ShopRateLimiter } from './shop-rate-limiter';

afterEach(() => jest.useRealTimers());

describe('the storefront limiter in one process', () => {
  it('allows the limit in a window, refuses beyond it with the seconds left, and allows again in the next window', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const limiter = new ShopRateLimiter(inMemory());
    const attempt = () => limiter.consume('promo', [{ subject: 's:cart-1', rule: { limit: 3, windowSeconds: 60 } }]);
    for (let i = 0; i < 3; i += 1) expect(await attempt()).toEqual({ ok: true });
    jest.advanceTimersByTime(15_000);
    expect(await attempt()).toEqual({ ok: false, retryAfterSeconds: 45 });
    jest.advanceTimersByTime(45_000);
    expect(await attempt()).toEqual({ ok: true });
  });

  it('counts every subject: one over its limit refuses, another session stays free', async () => {
    const limiter = new ShopRateLimiter(inMemory());
    const session = { limit: 5, windowSeconds: 60 };
    const address = { limit: 2, windowSeconds: 60 };
    const from = (cart: string, ip = '198.51.100.7') =>
      limiter.consume('purchase', [
        { subject: `s:${cart}`, rule: session },
        { subject: `a:${ip}`, rule: address },
      ]);
    expect((await from('one')).ok).toBe(true);
    expect((await from('two')).ok).toBe(true);
    expect((await from('three')).ok).toBe(false);
    expect((await from('four', '198.51.100.8')).ok).toBe(true);
    expect((await limiter.consume('purchase', [{ subject: null, rule: address }])).ok).toBe(true);
  });

  it('lets each message through once within its time (replays refused)', async () => {
    jest.useFakeTimers({ now: 0 });
    const limiter = new ShopRateLimiter(inMemory());
    expect(await limiter.claim('sig:abc', 1000)).toBe(true);
    expect(await limiter.claim('sig:abc', 1000)).toBe(false);
    expect(await limiter.claim('sig:other', 1000)).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(await limiter.claim('sig:abc', 1000)).toBe(true);
  });
});

describe('the storefront limiter in Redis', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis.close());

  it("counts in Redis from a fresh process's first request: a replay sent to another new process is refused", async () => {
    const one = inRedis(redis.url, 500);
    const two = inRedis(redis.url, 500);
    try {
      const a = new ShopRateLimiter(one.factory, 'fresh:', one.ready);
      const b = new ShopRateLimiter(two.factory, 'fresh:', two.ready);
      expect(await a.claim('sig:first', 60_000)).toBe(true);
      expect(await b.claim('sig:first', 60_000)).toBe(false);
    } finally {
      one.close();
      two.close();
    }
  });

  it('shares its counters and claims between processes under the same keys, and stands in locally with one warning while Redis is down', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const one = inRedis(redis.url, 500);
    const two = inRedis(redis.url, 500);
    try {
      await Promise.all([one.ready, two.ready]);
      const a = new ShopRateLimiter(one.factory, 't:');
      const b = new ShopRateLimiter(two.factory, 't:');
      const tight = { limit: 2, windowSeconds: 60 };
      expect((await a.consume('promo', [{ subject: 's:x', rule: tight }])).ok).toBe(true);
      expect((await b.consume('promo', [{ subject: 's:x', rule: tight }])).ok).toBe(true);
      expect(await a.consume('promo', [{ subject: 's:x', rule: tight }])).toEqual({ ok: false, retryAfterSeconds: 60 });
      expect(await a.claim('sig:1', 60_000)).toBe(true);
      expect(await b.claim('sig:1', 60_000)).toBe(false);
      const reader = createClient({ url: redis.url });
      await reader.connect();
      expect((await reader.keys('t:*')).sort()).toEqual(['t:rl:promo:s:x', 't:sig:1']);
      reader.destroy();

      // A Redis that gives no answer costs at most the time limit: this process counts meanwhile.
      redis.pause();
      const started = Date.now();
      expect((await a.consume('promo', [{ subject: 's:z', rule: tight }])).ok).toBe(true);
      expect(Date.now() - started).toBeLessThan(2_000);
      redis.resume();

      await redis.stop({ hard: true });
      for (let i = 0; i < 2; i += 1) expect((await a.consume('promo', [{ subject: 's:y', rule: tight }])).ok).toBe(true);
      expect((await a.consume('promo', [{ subject: 's:y', rule: tight }])).ok).toBe(false);
      // At most one warning per process, however many calls failed over.
      const warnings = warn.mock.calls.filter(([m]) => String(m).includes('[rate-limit] Redis is unavailable'));
      expect(warnings.length).toBeGreaterThanOrEqual(1);
      expect(warnings.length).toBeLessThanOrEqual(2);
    } finally {
      warn.mockRestore();
      one.close();
      two.close();
    }
  });
});
