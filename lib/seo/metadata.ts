import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { languageAlternates } from './alternates';

export interface SeoImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageSeo {
  siteUrl: string;
  /** Unprefixed path of the page, e.g. `/products/linen-shirt`. */
  path: string;
  locale: Locale;
  locales: readonly Locale[];
  /** The full title; the layout's title template is not applied. */
  title: string;
  description: string;
  siteName: string;
  image?: SeoImage | null;
  noindex?: boolean;
}

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', si: 'si_LK', ta: 'ta_LK' };

/** Title and description from the merchant's SEO settings: the page's own, else the merchant's. */
export function seoText(
  own: { title?: string | null; description?: string | null } | null | undefined,
  fallback: { title: string; description: string },
) {
  const title = own?.title?.trim() || fallback.title;
  const description = own?.description?.trim() || fallback.description;
  return { title, description };
}

/** Metadata of an indexable page: title, description, canonical, hreflang, OpenGraph and Twitter card. */
export function pageMetadata(seo: PageSeo, ogType: 'website' | null = 'website'): Metadata {
  const { canonical, languages } = languageAlternates(seo.siteUrl, seo.path, seo.locale, seo.locales);
  const images = seo.image ? [{ url: seo.image.url, width: seo.image.width, height: seo.image.height, alt: seo.image.alt }] : undefined;
  return {
    title: { absolute: seo.title },
    description: seo.description,
    alternates: { canonical, languages },
    robots: seo.noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      ...(ogType ? { type: ogType } : {}),
      title: seo.title,
      description: seo.description,
      url: canonical,
      siteName: seo.siteName,
      locale: OG_LOCALE[seo.locale],
      images,
    },
    twitter: {
      card: seo.image ? 'summary_large_image' : 'summary',
      title: seo.title,
      description: seo.description,
      // twitter:image:alt beside twitter:image, as og:image:alt.
      images: seo.image ? [{ url: seo.image.url, alt: seo.image.alt }] : undefined,
    },
  };
}

/**
 * A product page's metadata. Next's OpenGraph types have no `product`, so og:type and the price
 * tags come from `productOpenGraphTags`, rendered by the page.
 */
export function productMetadata(seo: PageSeo): Metadata {
  return pageMetadata(seo, null);
}

export interface OpenGraphTag {
  property: string;
  content: string;
}

/** og:type product and its price (Open Graph product namespace); no price tags when prices are hidden. */
export function productOpenGraphTags(price: { amount: number; currency: string } | null, inStock: boolean): OpenGraphTag[] {
  const tags: OpenGraphTag[] = [{ property: 'og:type', content: 'product' }];
  if (price) {
    tags.push(
      { property: 'product:price:amount', content: price.amount.toFixed(2) },
      { property: 'product:price:currency', content: price.currency },
    );
  }
  tags.push({ property: 'product:availability', content: inStock ? 'in stock' : 'out of stock' });
  return tags;
}
