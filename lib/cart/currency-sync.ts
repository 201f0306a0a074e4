import { getCart, setSelectedCurrency } from '@/lib/api/cart';
import type { Cart } from '@/lib/api/cart-schemas';
import type { CallContext } from '@/lib/api/client';

/**
 * spec §4 currency: the cart follows the chosen currency, except while a payment is under way or the
 * order is placed. Answers the code to set, or null when the cart is to be left as it is.
 */
export function currencyToSet(cart: Pick<Cart, 'selectedCurrency' | 'orderStatus'>, chosenCode: string): string | null {
  if (cart.orderStatus === 'ON_PAYMENT' || cart.orderStatus === 'ORDER_PLACED') return null;
  return cart.selectedCurrency === chosenCode ? null : chosenCode;
}

/**
 * The shopper's cart kept in the chosen currency (spec §4: set/selected-currency when they differ,
 * unless a payment is under way or the order is placed).
 */
export async function loadCart(ctx: CallContext, chosenCurrency: string) {
  const current = await getCart(ctx);
  const target = currencyToSet(current, chosenCurrency);
  return target ? setSelectedCurrency(ctx, target) : current;
}
