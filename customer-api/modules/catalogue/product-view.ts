import type { MoneyMap, Product, SiteSchema } from '../../../lib/api/schemas';
import type { StoredProduct, StoredVariant } from './stored';

/**
 * One variant of a product as the shopper sees it (spec §3 Product). `stock` is the units at the
 * request's location (or over all locations); ignored when the product does not track quantity.
 */
export function toProduct(p: StoredProduct, v: StoredVariant, stock: number): Product {
  const quantity = p.trackQuantity ? Math.max(0, Math.trunc(stock)) : null;
  const available = quantity === null || quantity > 0;
  const images = v.images.length > 0 ? v.images : p.images;
  return {
    id: p.id,
    baseId: p.id,
    varianceKey: v.varianceKey,
    varianceSlug: v.varianceSlug,
    productSlug: p.productSlug,
    sku: v.sku,
    name: p.name,
    description: p.description,
    price: v.price,
    specialPrice: v.specialPrice,
    enableSpecialPrice: v.enableSpecialPrice,
    quantity,
    availability: available,
    isInStock: available,
    minThreshold: p.minThreshold,
    iconUrl: images,
    imageReference: images[0] ?? '',
    default: v.default,
    categoryId: p.categoryId,
    category: p.category,
    brand: p.brand,
    weight: p.weight,
    createdDate: p.createdDate,
    videoLink: p.videoLink,
    seoConfiguration: p.seoConfiguration,
    variances: p.variances,
    values: v.values,
    querySearchParams: varianceQuery(v.values),
    cashOnDelivery: p.cashOnDelivery,
    acceptReturns: p.acceptReturns,
    acceptCardPayment: p.acceptCardPayment,
  };
}

/** The variant's selection as URL query pairs (`color=red&size=l`) for /products/{slug} links. */
export function varianceQuery(values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(values).sort()) params.set(key, values[key] ?? '');
  return params.toString();
}

/** Price per currency that sorting and ranges use: the special price when enabled and lower (spec §5). */
export function effectivePrices(v: Pick<StoredVariant, 'price' | 'specialPrice' | 'enableSpecialPrice'>): MoneyMap {
  const out: MoneyMap = {};
  for (const [currency, amount] of Object.entries(v.price)) {
    const special = v.specialPrice[currency];
    out[currency] = v.enableSpecialPrice && special !== undefined && special < amount ? special : amount;
  }
  return out;
}

/** The site's default currency code: the configured one, else the first listed, else USD (spec §4 currency). */
export function defaultCurrencyCode(site: Pick<SiteSchema, 'currency' | 'currencies'>): string {
  const entry = site.currency ?? site.currencies[0] ?? 'USD|$';
  return entry.split('|')[0] ?? 'USD';
}
