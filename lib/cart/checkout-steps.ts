import type { Cart, PaymentMethod } from '@/lib/api/cart-schemas';
import { cartLines } from './items';

/** spec §2 checkout steps, in order. */
export const CHECKOUT_STEPS = ['account', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

type CheckoutFields = Pick<
  Cart,
  'email' | 'deliveryMethod' | 'shippingAddress' | 'deliveryPlan' | 'store' | 'storePickupDueDate' | 'storePickupDueTime'
>;

/** Delivery needs an address and a plan; store pickup an outlet and an open date and time. */
export function shippingComplete(cart: CheckoutFields): boolean {
  if (cart.deliveryMethod === 'delivery') return !!cart.shippingAddress && !!cart.deliveryPlan;
  if (cart.deliveryMethod === 'store') return !!cart.store && !!cart.storePickupDueDate && !!cart.storePickupDueTime;
  return false;
}

/** The step a shopper returning to checkout continues at. */
export function firstOpenStep(cart: CheckoutFields): CheckoutStep {
  if (!cart.email) return 'account';
  if (!shippingComplete(cart)) return 'shipping';
  return 'payment';
}

/** Whether a step may be opened: every step before it is done. */
export function stepReachable(cart: CheckoutFields, step: CheckoutStep): boolean {
  return CHECKOUT_STEPS.indexOf(step) <= CHECKOUT_STEPS.indexOf(firstOpenStep(cart));
}

/**
 * Card or cash only when every item in the cart accepts it (product cashOnDelivery / acceptCardPayment).
 * Hidden prices: cash only, as a card would be charged an amount the shopper may not see.
 */
export function paymentOptions(cart: Cart, pricesHidden = false): PaymentMethod[] {
  const lines = cartLines(cart);
  const options: PaymentMethod[] = [];
  if (!pricesHidden && lines.every((l) => l.product.acceptCardPayment)) options.push('CARD');
  if (lines.every((l) => l.product.cashOnDelivery)) options.push('CASH');
  return options;
}

/** What a refused purchase (409 with `missing`) tells the shopper: fields to fill, or an area not served. */
export function purchaseRefusal(missing: unknown): { mandatory: boolean; deliveryArea: boolean } {
  const fields = Array.isArray(missing) ? missing.filter((f): f is string => typeof f === 'string') : [];
  // Cart warnings and a promo code that does not apply are explained where they show (toasts, promo box).
  return {
    mandatory: fields.some((f) => f !== 'deliveryArea' && f !== 'promoCode' && f !== 'items'),
    deliveryArea: fields.includes('deliveryArea'),
  };
}
