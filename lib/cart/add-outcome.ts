import type { Product } from '@/lib/api/schemas';
import { canAddToCart } from '@/lib/product/price';
import { isAvailable } from '@/lib/product/quantity';

/** spec §8: toasts top-right, closing after 2000 ms. */
export const TOAST_MS = 2000;

/** Which toast an add-to-cart (or buy now) attempt shows, a key of the `toast` messages. */
export type AddToast = 'addedToCart' | 'addToCartFailed' | 'outOfStock';

type AddFields = Pick<Product, 'price' | 'specialPrice' | 'enableSpecialPrice' | 'quantity' | 'availability'>;

// spec §5: add/buy only when available, availability true and price above zero in the chosen currency
export function addBlocked(product: AddFields, currencyCode: string, quantity: number, pricesHidden = false): boolean {
  return !canAddToCart(product, currencyCode, isAvailable(product, quantity), pricesHidden);
}

/** Toast after the cart answered: success or failure (spec §8, top-right, 2000 ms). */
export function addResultToast(succeeded: boolean): AddToast {
  return succeeded ? 'addedToCart' : 'addToCartFailed';
}
