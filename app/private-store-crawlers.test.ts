import { SettingsRepository } from '@/customer-api/core/settings-repository';
import { startCommerceApi, type CommerceApi } from '@/customer-api/test/commerce-api';
import { againstReferenceApi } from '@/test/reference-api';
import robots from './robots';
import sitemap from './sitemap';

// The API takes the storefront's server credentials, so a private store's catalogue is readable to it (as in production).
const api = againstReferenceApi<CommerceApi>(() => startCommerceApi(), { SITE_URL: 'https://shop.example', STATUS_CHECK_SECONDS: '0' });

// The sitemap's list is kept in Next's incremental cache, which only a running Next provides: here one that keeps nothing.
beforeAll(() => {
  Object.assign(globalThis, {
    __incrementalCache: { generateSimpleCacheKey: async (key: string) => key, get: async () => null, set: async () => undefined },
  });
});
afterEach(() => {
  new SettingsRepository(api.db).setGeneralSetting('isStorePublic', true);
});

describe('what crawlers are told', () => {
  it('a public store lists its home and products and lets crawlers in but for private sections', async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain('https://shop.example/');
    expect(urls.filter((url) => url.includes('/products/')).length).toBeGreaterThan(1);
    const { rules, sitemap: listed } = await robots();
    expect(rules).toEqual([
      expect.objectContaining({ userAgent: '*', allow: '/', disallow: expect.arrayContaining(['/api/', '/checkout']) }),
    ]);
    expect(listed).toBe('https://shop.example/sitemap.xml');
  });

  it('a private store (isStorePublic false) lists nothing and keeps every crawler out', async () => {
    new SettingsRepository(api.db).setGeneralSetting('isStorePublic', false);
    expect(await sitemap()).toEqual([]);
    expect(await robots()).toEqual({ rules: [{ userAgent: '*', disallow: '/' }] });
  });
});
