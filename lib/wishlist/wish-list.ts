import type { WishListItem } from '@/lib/api/profile-schemas';
import type { Product } from '@/lib/api/schemas';
import { isAvailable } from '@/lib/product/quantity';

/** Entries per page of /account/wishlist. */
export const WISH_LIST_PAGE_SIZE = 12;

/**
 * What the wish list page says about an entry: buyable, out of stock (or not sold at this location),
 * a variant that no longer exists (the product does), or a product that is gone or disabled.
 */
export const entryStates = ['available', 'outOfStock', 'variantGone', 'unavailable'] as const;
export type WishListEntryState = (typeof entryStates)[number];

export interface WishListPaging {
  first: number;
  after: number;
}

/** The state of an entry from what the catalogue answered for its variant and, failing that, its product. */
export function entryState(variant: Pick<Product, 'quantity' | 'availability'> | null, productExists: boolean): WishListEntryState {
  if (variant) return isAvailable(variant) ? 'available' : 'outOfStock';
  return productExists ? 'variantGone' : 'unavailable';
}

/** Whether this product variant is in the list (a filled heart). */
export function isListed(items: readonly WishListItem[] | undefined, baseId: string, varianceKey: string): boolean {
  return !!items?.some((i) => i.baseId === baseId && i.varianceKey === varianceKey);
}
