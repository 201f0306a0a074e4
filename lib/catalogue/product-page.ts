import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getProductById, getProductBySlug, getSiteSchema, searchProducts } from '@/lib/api/catalogue';
import { isApiError } from '@/lib/api/errors';
import { optionalPart } from './optional-part';
import { idParam, slugParam, type Product } from '@/lib/api/schemas';
import { getSiteUrl } from '@/lib/seo/site-url.server';
import { localize } from '@/lib/i18n/localize';
import { buildVarianceQuery, buildVarianceSlug, selectionFromQuery, selectionOf } from '@/lib/product/variants';
import { localizedPath } from '@/lib/routes/paths';
import { productSeo, type ProductSeo } from '@/lib/seo/product-seo';
import { decodeVariantSegment, isCanonicalVariantSegment, type ShopperContext } from '@/lib/shopper/context';

/** spec §7: related products ask first 8, after 0, source related. */
const RELATED_COUNT = 8;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The variant query the proxy folded into the last segment; a malformed segment selects nothing. */
function variantQuery(segment: string): URLSearchParams {
  try {
    return decodeVariantSegment(segment);
  } catch {
    return new URLSearchParams();
  }
}

async function orNull(load: Promise<Product>): Promise<Product | null> {
  try {
    return await load;
  } catch (e) {
    if (isApiError(e, 'not-found') || isApiError(e, 'bad-request')) return null;
    throw e;
  }
}

/**
 * A product route's answer: the product, and `canonicalPath` when the address asked for it in another
 * form (unknown query pairs, a variant the product does not have, a padded slug or id). Such an address
 * is redirected, so only the product's own addresses are rendered and stored in the page cache.
 */
export interface ProductLookup {
  product: Product;
  canonicalPath: string | null;
}

function lookup(product: Product, requested: { path: string; segment: string }, path: string, query: URLSearchParams): ProductLookup {
  const canonical = query.size > 0 ? `${path}?${query.toString()}` : path;
  const same = requested.path === path && isCanonicalVariantSegment(requested.segment, query);
  return { product, canonicalPath: same ? null : canonical };
}

/**
 * /products/{slug}?color=red&size=l: the default variant names the variances, then the chosen one is
 * read by its varianceSlug. A combination that does not exist shows the default variant.
 */
export const loadProductBySlug = cache(
  async (slug: string, variantSegment: string, inventoryId: string | null): Promise<ProductLookup | null> => {
    const requested = safeDecode(slug);
    const parsed = slugParam.safeParse(requested);
    if (!parsed.success) return null;
    const base = await orNull(getProductBySlug(parsed.data, undefined, { inventoryId }));
    if (!base) return null;
    const chosen = selectionFromQuery(base.variances, variantQuery(variantSegment));
    const address = { path: `/products/${requested}`, segment: variantSegment };
    const canonical = (product: Product) =>
      lookup(product, address, `/products/${base.productSlug}`, buildVarianceQuery(base.variances, chosen));
    if (Object.keys(chosen).length === 0) return canonical(base);
    const varianceSlug = buildVarianceSlug(base.variances, { ...selectionOf(base), ...chosen });
    if (varianceSlug === base.varianceSlug) return canonical(base);
    return canonical((await orNull(getProductBySlug(parsed.data, varianceSlug, { inventoryId }))) ?? base);
  },
);

/** /product/{id}?varianceKey=…: the variant by its key; an unknown key shows the default variant. */
export const loadProductById = cache(
  async (id: string, variantSegment: string, inventoryId: string | null): Promise<ProductLookup | null> => {
    const requested = safeDecode(id);
    const parsed = idParam.safeParse(requested);
    if (!parsed.success) return null;
    const varianceKey = variantQuery(variantSegment).get('varianceKey')?.trim() || undefined;
    const variant = varianceKey ? await orNull(getProductById(parsed.data, varianceKey, { inventoryId })) : null;
    const product = variant ?? (await orNull(getProductById(parsed.data, undefined, { inventoryId })));
    if (!product) return null;
    const query = new URLSearchParams(variant && varianceKey ? [['varianceKey', varianceKey]] : []);
    return lookup(product, { path: `/product/${requested}`, segment: variantSegment }, `/product/${product.id}`, query);
  },
);

/** The product a route shows: 404 when there is none, a permanent redirect when the address is not its own. */
export function productOrRedirect(found: ProductLookup | null, locale: Locale): Product {
  if (!found) notFound();
  if (found.canonicalPath) permanentRedirect(localizedPath(locale, found.canonicalPath));
  return found.product;
}

/**
 * Related products are a bonus: when the API refuses them the page renders without them; an API outage
 * fails the render instead, so no page without them is cached (`optionalPart`).
 */
export function loadRelated(product: Product, inventoryId: string | null): Promise<Product[]> {
  return optionalPart(
    'related products',
    async () => {
      const result = await searchProducts({ source: 'related', related: product.id, first: RELATED_COUNT, after: 0 }, { inventoryId });
      return result.products.filter((p) => p.id !== product.id);
    },
    [],
  );
}

export async function productPageSeo(product: Product, shopper: ShopperContext): Promise<ProductSeo> {
  const [schema, t, common, siteUrl] = await Promise.all([
    getSiteSchema(),
    getTranslations({ locale: shopper.locale, namespace: 'seo' }),
    getTranslations({ locale: shopper.locale, namespace: 'common' }),
    getSiteUrl(),
  ]);
  const name = localize(product.name, shopper.locale);
  return productSeo({
    product,
    schema,
    locale: shopper.locale,
    currency: shopper.currency,
    siteUrl,
    texts: {
      titleTemplate: (title) => t('titleTemplate', { title, merchantName: schema.merchantName }),
      fallbackDescription: t('productDescription', { name, merchantName: schema.merchantName }),
      home: common('home'),
    },
  });
}
