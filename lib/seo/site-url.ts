/**
 * spec §9 "Default site URL is the provider's site": the address canonical links, OpenGraph, the
 * sitemap and robots.txt name when neither the deployment (`SITE_URL`) nor the merchant (the site
 * schema's `siteUrl`) gives one.
 */
export const DEFAULT_SITE_URL = 'https://storefront.example.com';

function absoluteHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin + url.pathname.replace(/\/$/, '');
  } catch {
    return null;
  }
}

/** The shop's public address, without a trailing slash: the deployment's, else the merchant's, else the default. */
export function resolveSiteUrl(deployed: string | undefined, merchant: string | null | undefined): string {
  return absoluteHttpUrl(deployed) ?? absoluteHttpUrl(merchant) ?? DEFAULT_SITE_URL;
}
