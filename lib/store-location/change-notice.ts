import type { Cart } from '@/lib/api/cart-schemas';
import { cartItemCount } from '@/lib/cart/items';

/** The `storeLocation` message the change-location modal explains itself with. */
export type ChangeLocationNotice = 'changeDescription' | 'changeDescriptionEmptyCart';

/**
 * spec §4: switching location clears the cart, which is worth a warning only when the cart has items.
 * A cart not known yet (undefined) may have some, so it is warned about.
 */
export function changeLocationNotice(cart: Cart | null | undefined): ChangeLocationNotice {
  if (cart === undefined) return 'changeDescription';
  return cartItemCount(cart) > 0 ? 'changeDescription' : 'changeDescriptionEmptyCart';
}
