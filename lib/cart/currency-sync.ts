import type { Cart } from '@/lib/api/cart-schemas';

/**
 * spec §4 currency: the cart follows the chosen currency, except while a payment is under way or the
 * order is placed. Answers the code to set, or null when the cart is to be left as it is.
 */
export function currencyToSet(cart: Pick<Cart, 'selectedCurrency' | 'orderStatus'>, chosenCode: string): string | null {
  if (cart.orderStatus === 'ON_PAYMENT' || cart.orderStatus === 'ORDER_PLACED') return null;
  return cart.selectedCurrency === chosenCode ? null : chosenCode;
}
