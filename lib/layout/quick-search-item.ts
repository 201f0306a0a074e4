import type { Product } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { effectivePrice } from '@/lib/product/price';
import { productHref } from '@/lib/routes/paths';

/** One row of the quick-search dropdown: what the shopper sees, nothing more. */
export interface QuickSearchItem {
  id: string;
  varianceKey: string;
  name: string;
  /** Product page of this variant: `/products/{slug}?{variance pairs}`. */
  href: string;
  /** Image reference for `mediaSrc`. */
  image: string;
  /** Amounts in `currency`; null when prices are hidden or not set in that currency. */
  price: number | null;
  specialPrice: number | null;
  currency: string | null;
}

export interface QuickSearchResult {
  query: string;
  total: number;
  items: QuickSearchItem[];
}

/** Shapes a product for the dropdown; without a currency no price is shown (hidden prices, spec §1). */
export function quickSearchItem(p: Product, locale: string, currency: string | undefined): QuickSearchItem {
  const price = currency ? effectivePrice(p, currency) : null;
  return {
    id: p.id,
    varianceKey: p.varianceKey,
    name: localize(p.name, locale),
    href: productHref(p),
    image: p.iconUrl[0] ?? p.imageReference,
    price: price?.price ?? null,
    specialPrice: price?.specialPrice ?? null,
    currency: price && currency ? currency : null,
  };
}
