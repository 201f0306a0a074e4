import { z } from 'zod';
import { startTestApi } from '@/customer-api/test/start-test-api';
import { apiCall } from '@/lib/api/client';
import { bffRoute } from '@/lib/bff/route';
import { againstReferenceApi } from '@/test/reference-api';
import { routeRequest } from '@/test/route-requests';
import { isSaneRequestId, requestIdFor, trustedRequestId } from './request-id';

/** Every line the reference API logs (pino JSON), to find the id it filed a call under. */
const apiLines: string[] = [];
const api = againstReferenceApi(() => startTestApi({ log: { level: 'info', stream: { write: (line) => void apiLines.push(line) } } }), {
  TRUSTED_PROXY_HOPS: '1',
});

/** The ids the reference API logged for requests to `path`. */
async function loggedIdsFor(path: string): Promise<string[]> {
  for (let i = 0; i < 50 && !apiLines.some((l) => l.includes(path) && l.includes('request completed')); i += 1)
    await new Promise((r) => setTimeout(r, 20));
  const entries = apiLines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string; req?: { url?: string } });
  return [...new Set(entries.filter((e) => e.msg === 'incoming request' && e.req?.url?.includes(path)).map((e) => e.reqId ?? ''))];
}

/** A route that makes one uncached call to the customer API, as the shop's routes do. */
const siteRoute = (path: string) => bffRoute({}, () => apiCall({ path, schema: z.unknown(), cache: 'no-store' }));

describe('request ids', () => {
  beforeEach(() => {
    apiLines.length = 0;
  });

  it("passes the trusted proxy's X-Request-Id to the customer API, which logs the call under it", async () => {
    const res = await siteRoute('/product/p-tee')(
      routeRequest('/api/x', { headers: { 'x-request-id': 'f00dfeed0123456789abcdef01234567' } }),
    );
    expect(res.status).toBe(200);
    expect(await loggedIdsFor('/product/p-tee')).toEqual(['f00dfeed0123456789abcdef01234567']);
    expect(api.origin).toMatch(/^http:/);
  });

  it('replaces an id that is too long or has other characters, even from a trusted proxy', async () => {
    await siteRoute('/product/p-tee')(routeRequest('/api/x', { headers: { 'x-request-id': 'a'.repeat(129) } }));
    await siteRoute('/product/p-tee?x=1')(routeRequest('/api/x', { headers: { 'x-request-id': 'line\u0009break{}' } }));
    const ids = await loggedIdsFor('/product/p-tee');
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps one id for every call of a request', async () => {
    const twice = bffRoute({}, async () => {
      await apiCall({ path: '/product/p-tee', schema: z.unknown(), cache: 'no-store' });
      return apiCall({ path: '/product/p-tee', schema: z.unknown(), cache: 'no-store' });
    });
    await twice(routeRequest('/api/x'));
    expect(await loggedIdsFor('/product/p-tee')).toHaveLength(1);
  });
});

describe('the id rules (what bffRoute and the proxy apply)', () => {
  it('trusts a sane header only behind a trusted proxy (a client could write any), and makes a new id otherwise', () => {
    const sent = new Headers({ 'x-request-id': 'abc-123' });
    expect(trustedRequestId(sent, 1)).toBe('abc-123');
    expect(trustedRequestId(sent, 0)).toBeNull();
    expect(requestIdFor(sent, 0)).toMatch(/^[0-9a-f]{32}$/);
    expect(requestIdFor(new Headers({ 'x-request-id': '../etc' }), 1)).toMatch(/^[0-9a-f]{32}$/);
    expect(isSaneRequestId('a'.repeat(128))).toBe(true);
    expect(isSaneRequestId('a'.repeat(129))).toBe(false);
    expect(isSaneRequestId('')).toBe(false);
  });
});
