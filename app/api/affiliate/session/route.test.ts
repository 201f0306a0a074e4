import { startCommerceApi } from '@/customer-api/test/commerce-api';
import { againstReferenceApi } from '@/test/reference-api';
import { routeRequest } from '@/test/route-requests';
import { POST as visit } from './route';

// As behind one proxy that writes X-Forwarded-For (deploy/nginx.conf).
againstReferenceApi(startCommerceApi, { RATE_LIMIT_ALLOW: '', TRUSTED_PROXY_HOPS: '1' });

const from = (address: string, n: number) =>
  visit(
    routeRequest('/api/affiliate/session', {
      method: 'POST',
      body: { token: 'unknownToken1234', visit: `visit-${String(n).padStart(12, '0')}` },
      headers: { 'x-forwarded-for': address },
    }),
  );

describe('POST /api/affiliate/session', () => {
  it('counts at most 30 visits per address in 10 minutes, then answers 429 with Retry-After; another address goes on', async () => {
    for (let i = 0; i < 30; i += 1) expect((await from('203.0.113.7', i)).status).toBe(200);
    const refused = await from('203.0.113.7', 30);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'E4290' });
    expect((await from('198.51.100.4', 31)).status).toBe(200);
  });
});
