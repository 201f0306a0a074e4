import type { MoneyMap, Product, SiteSchema } from '../../../lib/api/schemas';
import type { StoredProduct, StoredVariant } from './stored';

/**
 * One variant of a product as the shopper sees it (spec §3 Product). `stock` is the units at the
 * request's location (or over all locations); ignored when the product does not track quantity.
 */
export function toProduct(p: StoredProduct, v: StoredVariant, stock: number): Product {
  const { quantity, availability: available } = stockView(p, stock);
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

/** Units shown (null: not tracked) and whether the variant can be bought, from the units in stock. */
function stockView(p: Pick<StoredProduct, 'trackQuantity'>, stock: number): { quantity: number | null; availability: boolean } {
  const quantity = p.trackQuantity ? Math.max(0, Math.trunc(stock)) : null;
  return { quantity, availability: quantity === null || quantity > 0 };
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

/** The three fields of a variant's answer that depend on its stock; the rest depends on stored JSON only. */
const STOCK_KEYS = ['quantity', 'availability', 'isInStock'] as const;

/**
 * One variant's answer as UTF-8 JSON, the same bytes as `JSON.stringify(toProduct(p, v, stock))`: the
 * text before and after the stock fields is serialised and encoded once, so an answer with a fresh
 * stock figure only joins three buffers.
 */
export class EncodedProduct {
  private readonly head: Buffer;
  private readonly tail: Buffer;
  private readonly tracked: Pick<StoredProduct, 'trackQuantity'>;

  constructor(p: StoredProduct, v: StoredVariant) {
    this.tracked = { trackQuantity: p.trackQuantity };
    const full = toProduct(p, v, 0) as unknown as Record<string, unknown>;
    const keys = Object.keys(full);
    const at = keys.indexOf(STOCK_KEYS[0]);
    if (at <= 0 || STOCK_KEYS.some((key, i) => keys[at + i] !== key)) throw new Error('Product view: the stock fields moved');
    const part = (from: number, to: number) => JSON.stringify(Object.fromEntries(keys.slice(from, to).map((k) => [k, full[k]])));
    this.head = Buffer.from(`${part(0, at).slice(0, -1)},`);
    const after = part(at + STOCK_KEYS.length, keys.length);
    this.tail = Buffer.from(after === '{}' ? '}' : `,${after.slice(1)}`);
  }

  /** The answer's bytes with this stock (units at the request's location, or over all locations). */
  withStock(stock: number): Buffer[] {
    const { quantity, availability } = stockView(this.tracked, stock);
    return [this.head, Buffer.from(`"quantity":${quantity},"availability":${availability},"isInStock":${availability}`), this.tail];
  }
}
