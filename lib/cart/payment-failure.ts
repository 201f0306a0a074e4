import type { Cart } from '@/lib/api/cart-schemas';
import { paymentOptions } from './checkout-steps';
import { cartLines } from './items';

/** Gateway reasons the payment failure page can say in the shopper's language; others are left unsaid. */
export const GATEWAY_REASONS = ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'CANCELLED_BY_SHOPPER'] as const;
export type GatewayReason = (typeof GATEWAY_REASONS)[number];

export function knownGatewayReason(code: string | null | undefined): GatewayReason | undefined {
  return GATEWAY_REASONS.find((r) => r === code);
}

/**
 * The choices that keep an order after a failed card payment: another card when the cart
 * takes cards, cash when every item takes it and cash is not already chosen. None without a cart to go back to.
 */
export function retryChoices(cart: Cart | null | undefined, pricesHidden: boolean): { card: boolean; cash: boolean } {
  if (!cart || cartLines(cart).length === 0) return { card: false, cash: false };
  const options = paymentOptions(cart, pricesHidden);
  return { card: options.includes('CARD'), cash: options.includes('CASH') && cart.paymentMethod !== 'CASH' };
}
