import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { getSiteUrl } from '@/lib/seo/site-url.server';
import { localizedPath, PRIVATE_SECTIONS } from '@/lib/routes/paths';
import { closedToCrawlers } from '@/lib/seo/closed-to-crawlers.server';

// SITE_URL is read when the file is asked for, so one build serves any domain.
export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  if (await closedToCrawlers()) return { rules: [{ userAgent: '*', disallow: '/' }] };
  const site = await getSiteUrl();
  const disallow = ['/api/', ...routing.locales.flatMap((locale) => PRIVATE_SECTIONS.map((path) => localizedPath(locale, path)))];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: `${site}/sitemap.xml`,
  };
}
