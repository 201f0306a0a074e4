import 'server-only';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { getProductById, getProductBySlug, getSiteSchema, searchProducts } from '@/lib/api/catalogue';
import { isApiError } from '@/lib/api/errors';
import { idParam, slugParam, type Product } from '@/lib/api/schemas';
import { config } from '@/lib/config';
import { localize } from '@/lib/i18n/localize';
import { buildVarianceSlug, selectionFromQuery, selectionOf } from '@/lib/product/variants';
import { productSeo, type ProductSeo } from '@/lib/seo/product-seo';
import { decodeVariantSegment, type ShopperContext } from '@/lib/shopper/context';

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
 * /products/{slug}?color=red&size=l: the default variant names the variances, then the chosen one is
 * read by its varianceSlug. A combination that does not exist shows the default variant.
 */
export const loadProductBySlug = cache(async (slug: string, variantSegment: string, inventoryId: string | null) => {
  const parsed = slugParam.safeParse(safeDecode(slug));
  if (!parsed.success) return null;
  const base = await orNull(getProductBySlug(parsed.data, undefined, { inventoryId }));
  if (!base) return null;
  const chosen = selectionFromQuery(base.variances, variantQuery(variantSegment));
  if (Object.keys(chosen).length === 0) return base;
  const varianceSlug = buildVarianceSlug(base.variances, { ...selectionOf(base), ...chosen });
  if (varianceSlug === base.varianceSlug) return base;
  return (await orNull(getProductBySlug(parsed.data, varianceSlug, { inventoryId }))) ?? base;
});

/** /product/{id}?varianceKey=…: the variant by its key; an unknown key shows the default variant. */
export const loadProductById = cache(async (id: string, variantSegment: string, inventoryId: string | null) => {
  const parsed = idParam.safeParse(safeDecode(id));
  if (!parsed.success) return null;
  const varianceKey = variantQuery(variantSegment).get('varianceKey')?.trim() || undefined;
  const product = varianceKey ? await orNull(getProductById(parsed.data, varianceKey, { inventoryId })) : null;
  return product ?? (await orNull(getProductById(parsed.data, undefined, { inventoryId })));
});

/** Related products are a bonus: when they cannot be read the page still renders without them. */
export async function loadRelated(product: Product, inventoryId: string | null): Promise<Product[]> {
  try {
    const result = await searchProducts({ source: 'related', related: product.id, first: RELATED_COUNT, after: 0 }, { inventoryId });
    return result.products.filter((p) => p.id !== product.id);
  } catch (e) {
    console.error('related products could not be read', e instanceof Error ? e.message : e);
    return [];
  }
}

export async function productPageSeo(product: Product, shopper: ShopperContext): Promise<ProductSeo> {
  const [schema, t, common] = await Promise.all([
    getSiteSchema(),
    getTranslations({ locale: shopper.locale, namespace: 'seo' }),
    getTranslations({ locale: shopper.locale, namespace: 'common' }),
  ]);
  const name = localize(product.name, shopper.locale);
  return productSeo({
    product,
    schema,
    locale: shopper.locale,
    currency: shopper.currency,
    siteUrl: config().SITE_URL,
    texts: {
      titleTemplate: (title) => t('titleTemplate', { title, merchantName: schema.merchantName }),
      fallbackDescription: t('productDescription', { name, merchantName: schema.merchantName }),
      home: common('home'),
    },
  });
}
