import { pageRequest } from '@/test/proxy-visit';
import { RATE_LIMITS } from '@/lib/http/rate-limits.server';
import { limitSitemap } from './sitemap';

describe('the sitemap gate', () => {
  it('passes other addresses by, lets the sitemap through and answers 429 with Retry-After beyond the limit', async () => {
    expect(await limitSitemap(pageRequest('/products/sitemap.xml'))).toBeUndefined();
    const ask = () => limitSitemap(pageRequest('/sitemap.xml'));
    for (let i = 0; i < RATE_LIMITS.sitemap.address.limit; i++) {
      expect((await ask())?.headers.get('x-middleware-next')).toBe('1');
    }
    const refused = await ask();
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
