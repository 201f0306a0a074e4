import type { Product, SearchRequest, SearchResponse } from '@/lib/api/schemas';

/**
 * spec §1/§6 "hiding of product prices" (generalSettings.hideProductPrice), for every shopper, signed
 * in or not (§6 names no exception): the amounts are removed from the data, not only from the view.
 * Shared by the reference API and the storefront's data layer (docs/sign-in.md).
 */

type PriceFields = Pick<Product, 'price' | 'specialPrice' | 'enableSpecialPrice'>;

/** The product with no amount left in it: empty price maps, no special price. */
export function withoutPrices<P extends PriceFields>(product: P): P {
  return { ...product, price: {}, specialPrice: {}, enableSpecialPrice: false };
}

/** A search answer with every product's amounts removed. */
export function searchWithoutPrices<R extends Pick<SearchResponse, 'products'>>(result: R): R {
  return { ...result, products: result.products.map(withoutPrices) };
}

/**
 * A search that cannot reveal prices: price ranges and price sorting would let a shopper bisect an
 * amount, so they are dropped (the default order applies).
 */
export function searchWithoutPriceTerms<S extends Pick<SearchRequest, 'ranges' | 'sortBy'>>(req: S): S {
  const ranges = { ...req.ranges };
  delete ranges.price;
  const priceSort = req.sortBy === 'PRICE_LOW_TO_HIGH' || req.sortBy === 'PRICE_HIGH_TO_LOW';
  return { ...req, ranges, sortBy: priceSort ? undefined : req.sortBy };
}
