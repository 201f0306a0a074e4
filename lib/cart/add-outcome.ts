import type { Product } from '@/lib/api/schemas';
import { canAddToCart } from '@/lib/product/price';
import { isAvailable } from '@/lib/product/quantity';

/** spec §8: toasts top-right, closing after 2000 ms. */
export const TOAST_MS = 2000;

type AddFields = Pick<Product, 'price' | 'specialPrice' | 'enableSpecialPrice' | 'quantity' | 'availability'>;

// spec §5: add/buy only when available, availability true and price above zero in the chosen currency
export function addBlocked(product: AddFields, currencyCode: string, quantity: number, pricesHidden = false): boolean {
  return !canAddToCart(product, currencyCode, isAvailable(product, quantity), pricesHidden);
}

/**
 * The add-to-cart toast's settings (spec §8, top-right, 2000 ms). One toast per cart line: pressing
 * Add and then Update replaces the first toast instead of stacking a second on top of it.
 */
export function addToastOptions(line: { productId: string; varianceKey?: string | null }) {
  return { id: `cart-${line.productId}-${line.varianceKey ?? ''}`, duration: TOAST_MS, position: 'top-right' } as const;
}
