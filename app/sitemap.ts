import type { MetadataRoute } from 'next';
import { unstable_cache } from 'next/cache';
import { cacheTags } from '@/lib/cache/manifest';
import { getContentPage, getSiteSchema, searchProducts } from '@/lib/api/catalogue';
import { getSiteUrl } from '@/lib/seo/site-url.server';
import { paths } from '@/lib/routes/paths';
import { languageAlternates, offeredLocales } from '@/lib/seo/alternates';
import { closedToCrawlers } from '@/lib/seo/closed-to-crawlers.server';
import { productCanonicalPath } from '@/lib/seo/product-seo';

// SITE_URL is read at request time; the list itself is built at most once per SITEMAP_SECONDS (or when
// products or pages are revalidated) and kept in the page cache, shared by every process with Redis.
export const dynamic = 'force-dynamic';

/** How long a built sitemap is served before it is built again: crawlers need no fresher list. */
const SITEMAP_SECONDS = 5 * 60;

/** Largest page the search contract allows; the sitemap protocol allows 50,000 URLs per file. */
const PAGE = 100;
const MAX_URLS = 50_000;
const CONTENT_PAGE = /^\/information\/page\/([A-Za-z0-9_.:-]+)$/;

async function productPaths(): Promise<{ path: string; lastModified?: string }[]> {
  const seen = new Map<string, { path: string; lastModified?: string }>();
  for (let after = 0; after < MAX_URLS; after += PAGE) {
    const page = await searchProducts({ source: 'search', first: PAGE, after });
    for (const p of page.products) {
      const path = productCanonicalPath(p);
      if (!seen.has(path)) seen.set(path, { path, lastModified: p.createdDate });
    }
    if (page.products.length < PAGE || after + PAGE >= page.total) break;
  }
  return [...seen.values()];
}

/** Every product and content page (from the footer's page links), each with its language alternates; none of a private store. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Asked outside the kept list, so a store made private lists nothing from its next status check on.
  if (await closedToCrawlers()) return [];
  const site = await getSiteUrl();
  return unstable_cache(() => buildSitemap(site), ['sitemap', site], {
    revalidate: SITEMAP_SECONDS,
    tags: [cacheTags.products, cacheTags.pages, cacheTags.schema],
  })();
}

async function buildSitemap(site: string): Promise<MetadataRoute.Sitemap> {
  const schema = await getSiteSchema();
  const locales = offeredLocales(schema.languages);
  const entry = (path: string, lastModified?: string): MetadataRoute.Sitemap[number] => {
    const { canonical, languages } = languageAlternates(site, path, 'en', locales);
    return { url: canonical, lastModified, alternates: { languages } };
  };

  const pageIds = [...new Set(schema.footer.pageLinkObjects.flatMap((link) => CONTENT_PAGE.exec(link.url.trim())?.[1] ?? []))];
  const [products, pages] = await Promise.all([
    productPaths(),
    Promise.all(
      pageIds.map((id) =>
        getContentPage(id)
          .then((p) => ({ id: p.id, updated: p.updatedDate }))
          .catch(() => null),
      ),
    ),
  ]);

  return [
    entry(paths.home()),
    ...products.map((p) => entry(p.path, p.lastModified)),
    ...pages.flatMap((p) => (p ? [entry(paths.contentPage(p.id), p.updated)] : [])),
  ].slice(0, MAX_URLS);
}
