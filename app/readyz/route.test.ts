import { startTestApi, type TestApi } from '@/customer-api/test/start-test-api';
import { closeReadinessProbe } from '@/lib/health/readiness.server';
import { startRedisServer, type RedisServer } from '@/test/redis-server';
import { GET as live } from '../healthz/route';
import { GET as ready } from './route';

let redis: RedisServer;
let api: TestApi;
let apiClosed = false;

beforeAll(async () => {
  redis = await startRedisServer();
  api = await startTestApi();
  Object.assign(process.env, { CUSTOMER_API_URL: api.origin, TENANT: 'demo', REDIS_URL: redis.url });
});

afterAll(async () => {
  closeReadinessProbe();
  if (!apiClosed) await api.close();
  await redis.close();
});

async function probe() {
  const res = await ready();
  return { status: res.status, body: (await res.json()) as unknown, cacheControl: res.headers.get('cache-control') };
}

/** The probe reconnects to Redis in the background: the first answers after a restart may still miss it. */
async function eventually(redisAnswers: boolean) {
  for (let i = 0; i < 50; i += 1) {
    const { body } = await probe();
    if ((body as { checks: { redis?: boolean } }).checks.redis === redisAnswers) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the Redis check never answered ${redisAnswers}`);
}

describe('health probes', () => {
  it('liveness answers without asking anything else', async () => {
    const res = live();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is ready when the customer API and Redis answer', async () => {
    expect(await probe()).toEqual({
      status: 200,
      body: { ready: true, checks: { customerApi: true, redis: true } },
      cacheControl: 'no-store',
    });
  });

  it('stays ready while Redis is down (the process serves from its own memory), and says Redis is missing', async () => {
    await redis.stop({ hard: true });
    expect(await probe()).toMatchObject({ status: 200, body: { ready: true, checks: { customerApi: true, redis: false } } });
    await redis.restart();
    await eventually(true);
  }, 30_000);

  it('stays ready while the shop is in maintenance (the storefront serves its maintenance screen)', async () => {
    api.setMaintenance(true);
    try {
      expect((await probe()).status).toBe(200);
    } finally {
      api.setMaintenance(false);
    }
  });

  it('is not ready when the customer API does not answer', async () => {
    await api.close();
    apiClosed = true;
    expect(await probe()).toMatchObject({ status: 503, body: { ready: false, checks: { customerApi: false, redis: true } } });
    expect(live().status).toBe(200);
  });
});
