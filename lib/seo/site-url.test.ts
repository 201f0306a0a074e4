import { DEFAULT_SITE_URL, resolveSiteUrl } from './site-url';

describe("the shop's public address (spec §9 default site URL)", () => {
  it("is the deployment's SITE_URL first, without a trailing slash", () => {
    expect(resolveSiteUrl('https://shop.example.lk/', 'https://merchant.example.lk')).toBe('https://shop.example.lk');
  });

  it("is the merchant's siteUrl when the deployment gives none", () => {
    expect(resolveSiteUrl(undefined, 'https://merchant.example.lk/')).toBe('https://merchant.example.lk');
  });

  it("is the provider's site when neither gives a usable one", () => {
    expect(resolveSiteUrl(undefined, null)).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl(undefined, '')).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl(undefined, 'merchant.example.lk')).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl(undefined, 'javascript:alert(1)')).toBe(DEFAULT_SITE_URL);
    expect(new URL(DEFAULT_SITE_URL).protocol).toBe('https:');
  });
});
