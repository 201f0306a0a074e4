import type { Cart, CartItem } from '@/lib/api/cart-schemas';
import { localize } from '@/lib/i18n/localize';

/** The cart's items in a stable order (the map keeps insertion order from the API). */
export function cartLines(cart: Cart | null | undefined): CartItem[] {
  return cart ? Object.values(cart.items) : [];
}

/** The line of one product variant, if it is in the cart. */
export function findCartLine(cart: Cart | null | undefined, productId: string, varianceKey: string): CartItem | null {
  return cartLines(cart).find((i) => i.product.id === productId && i.product.varianceKey === varianceKey) ?? null;
}

/** Units in the cart, for the header badge. */
export function cartItemCount(cart: Cart | null | undefined): number {
  if (!cart) return 0;
  return cart.itemCount;
}

// spec §4: the button reads 'add' or 'update' depending on whether this variant is already in the cart
export function addButtonMode(cart: Cart | null | undefined, productId: string, varianceKey: string): 'add' | 'update' {
  return findCartLine(cart, productId, varianceKey) ? 'update' : 'add';
}

/** The chosen variance values of a cart product as labels for display, e.g. 'Red, Large'. */
export function varianceLabels(product: CartItem['product'], locale: string): string {
  return product.variances
    .map((v) => {
      const chosen = product.values[v.id];
      const value = v.values.find((o) => o.value === chosen);
      return value ? localize(value.label, locale) : chosen;
    })
    .filter((label): label is string => !!label)
    .join(', ');
}
