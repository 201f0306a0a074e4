import { startRedisServer, type RedisServer } from '@/test/redis-server';
import { clientAddress } from './rate-limits.server';
import { RedisRateStore } from './redis-rate-store';

describe('the shopper address', () => {
  const headers = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {});
  it('is the entry the nearest trusted proxy appended, not what the client wrote before it', () => {
    expect(clientAddress(headers('203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(headers('1.2.3.4, 203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(headers('1.2.3.4, 203.0.113.5, 10.0.0.2'), 2)).toBe('203.0.113.5');
    expect(clientAddress(headers(), 1)).toBeNull();
  });
});

describe('counters in Redis', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis.close());

  const ready = async (store: RedisRateStore) => {
    // The first calls count locally until the connection is up: wait for a claim that reached Redis.
    for (let i = 0; i < 100 && !(await store.claim(`probe:${i}`, 60_000)); i += 1) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
  };

  it('are shared by every process, and stand in locally with one warning while Redis is down', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const one = new RedisRateStore(redis.url, 't:', 500);
    const two = new RedisRateStore(redis.url, 't:', 500);
    await ready(one);
    await ready(two);
    expect((await one.hit('rl:promo:s:x', 60_000)).count).toBe(1);
    expect((await two.hit('rl:promo:s:x', 60_000)).count).toBe(2);
    expect(await one.claim('sig:1', 60_000)).toBe(true);
    expect(await two.claim('sig:1', 60_000)).toBe(false);

    await redis.stop({ hard: true });
    for (let i = 0; i < 5; i += 1) await one.hit('rl:promo:s:y', 60_000);
    expect((await one.hit('rl:promo:s:y', 60_000)).count).toBe(6);
    // At most one warning per process, however many calls failed over.
    const warnings = warn.mock.calls.filter(([m]) => String(m).includes('[rate-limit] Redis is unavailable'));
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.length).toBeLessThanOrEqual(2);
    warn.mockRestore();
    one.close();
    two.close();
  });
});
