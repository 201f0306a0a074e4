import { startRedisServer, type RedisServer } from '@/test/redis-server';
import { parseConfig } from '@/lib/config';
import { clientAddress, DIRECT_ADDRESS } from './rate-limits.server';
import { RedisRateStore } from './redis-rate-store';

const headers = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {});

describe('the shopper address', () => {
  it('is the entry the nearest trusted proxy appended, not what the client wrote before it', () => {
    expect(clientAddress(headers('203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(headers('1.2.3.4, 203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(headers('1.2.3.4, 203.0.113.5, 10.0.0.2'), 2)).toBe('203.0.113.5');
    expect(clientAddress(headers(), 1)).toBeNull();
  });

  it('with no trusted proxy, is one shared key whatever X-Forwarded-For a client wrote', () => {
    expect(clientAddress(headers('198.51.100.1'), 0)).toBe(DIRECT_ADDRESS);
    expect(clientAddress(headers('198.51.100.2, 10.0.0.1'), 0)).toBe(DIRECT_ADDRESS);
    expect(clientAddress(headers(), 0)).toBe(DIRECT_ADDRESS);
  });

  it('trusts no proxy unless TRUSTED_PROXY_HOPS says so', () => {
    expect(parseConfig({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '1' }).TRUSTED_PROXY_HOPS).toBe(1);
  });
});

describe('limits without a trusted proxy (the default)', () => {
  it('count a client that writes a new X-Forwarded-For each time as one', async () => {
    const { checkRateLimit, RATE_LIMITS } = await import('./rate-limits.server');
    const { limit } = RATE_LIMITS.affiliateClick.address;
    for (let i = 0; i < limit; i += 1) expect((await checkRateLimit('affiliateClick', headers(`198.51.100.${i}`), null)).ok).toBe(true);
    expect((await checkRateLimit('affiliateClick', headers('203.0.113.99'), null)).ok).toBe(false);
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
