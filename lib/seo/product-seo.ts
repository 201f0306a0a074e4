import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import type { Product, SiteSchema } from '@/lib/api/schemas';
import { plainText } from '@/lib/content/sanitize';
import { localize } from '@/lib/i18n/localize';
import { absoluteMediaUrl, IMAGE_SIZES } from '@/lib/images/media';
import { effectivePrice } from '@/lib/product/price';
import { stockBadge } from '@/lib/product/stock-label';
import { localizedPath, paths } from '@/lib/routes/paths';
import { absoluteUrl, offeredLocales } from './alternates';
import { breadcrumbJsonLd, productJsonLd, type JsonLd } from './json-ld';
import { productMetadata, productOpenGraphTags, seoText, type OpenGraphTag } from './metadata';
import { merchantSeoTextApplies, titleWithSiteName } from './titles';

export interface ProductSeoInput {
  product: Product;
  schema: Pick<SiteSchema, 'merchantName' | 'languages' | 'seoConfigurations' | 'generalSettings'>;
  locale: Locale;
  currency: string;
  siteUrl: string;
  /** Messages of the `seo` namespace and the home crumb, already in the shopper's language. */
  texts: { titleTemplate: (title: string) => string; fallbackDescription: string; home: string };
}

export interface ProductSeo {
  metadata: Metadata;
  jsonLd: JsonLd[];
  openGraphTags: OpenGraphTag[];
}

/** The canonical page of a product: the slug route without a variant (variants are one product). */
export function productCanonicalPath(product: Pick<Product, 'productSlug'>): string {
  return paths.product(product.productSlug);
}

/** Everything a crawler reads on a product page: metadata, OpenGraph product tags, JSON-LD Product and BreadcrumbList. */
export function productSeo({ product, schema, locale, currency, siteUrl, texts }: ProductSeoInput): ProductSeo {
  const name = localize(product.name, locale);
  const merchant = schema.seoConfigurations.merchantConfigurations;
  // The merchant's SEO texts are untranslated: a page in another language with its own name reads that name.
  const ownTexts = merchantSeoTextApplies(locale, product.name);
  const { title, description } = seoText(ownTexts ? product.seoConfiguration : null, {
    title: name,
    description: (ownTexts && merchant.description?.trim()) || texts.fallbackDescription,
  });
  const path = productCanonicalPath(product);
  const url = absoluteUrl(siteUrl, localizedPath(locale, path));
  const imageRef = product.seoConfiguration?.imageReference || product.imageReference || product.iconUrl[0];
  const { width, height } = IMAGE_SIZES.detail;
  const hidden = schema.generalSettings.hideProductPrice;
  const price = hidden ? null : effectivePrice(product, currency);
  const inStock = stockBadge(product) === 'inStock';

  const metadata = productMetadata({
    siteUrl,
    path,
    locale,
    locales: offeredLocales(schema.languages),
    title: titleWithSiteName(title, schema.merchantName, texts.titleTemplate),
    description,
    siteName: schema.merchantName,
    image: { url: absoluteMediaUrl(siteUrl, imageRef, 'detail'), width, height, alt: name },
  });

  const offer = price ? { price: price.amount, currency, inStock } : null;
  const crumbs = [
    { name: texts.home, url: absoluteUrl(siteUrl, localizedPath(locale, paths.home())) },
    ...product.category.map((c) => ({
      name: localize(c.name, locale),
      url: absoluteUrl(siteUrl, localizedPath(locale, paths.search({ tags: [`cat/${c.primaryTag}`] }))),
    })),
    { name, url },
  ];

  return {
    metadata,
    openGraphTags: productOpenGraphTags(price ? { amount: price.amount, currency } : null, inStock),
    jsonLd: [
      productJsonLd({
        name,
        description: plainText(localize(product.description, locale)) || description,
        url,
        images: product.iconUrl.map((ref) => absoluteMediaUrl(siteUrl, ref, 'detail')),
        sku: product.sku,
        brand: product.brand.name || null,
        offer,
      }),
      breadcrumbJsonLd(crumbs),
    ],
  };
}
