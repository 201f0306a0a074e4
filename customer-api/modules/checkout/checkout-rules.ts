import type { CartWarning } from '../../../lib/api/cart-schemas';
import type { City, Outlet, Schedule } from '../../../lib/api/schemas';
import { COURIER_CONTACT_INVALID, isCourierContactNumber } from '../../../lib/cart/courier-phone';
import type { CartRecord } from '../cart/cart-repository';
import { planPrice, type PricedLine } from '../cart/cart-view';
import { zoneOf, type DeliveryPlanRecord, type DeliveryZone } from '../cart/commerce-config';
import type { PromoOutcome } from '../cart/promo-rules';
import { DUE_DATE_MESSAGES, dueDateProblem } from './due-dates';

export const DELIVERY_UNAVAILABLE = 'Deliveries are not available for your area';
export const MANDATORY = 'Please fill the mandatory fields';
/** Hidden prices: a card would be charged an amount the shopper may not see, so only cash (docs/cart-checkout.md). */
export const CARD_WITH_HIDDEN_PRICES = 'Card payments are not available: the shop confirms the total and you pay in cash';

/** Something that keeps a cart from being placed: the field the storefront should point at and a message. */
export interface CheckoutProblem {
  field: string;
  message: string;
}

export interface CheckoutFacts {
  cart: CartRecord;
  lines: readonly PricedLine[];
  promo: PromoOutcome | null;
  city: (id: string) => City | undefined;
  plan: (id: string) => DeliveryPlanRecord | undefined;
  outlet: (id: string) => Outlet | undefined;
  zones: readonly DeliveryZone[];
  deliverySchedule: Schedule;
  timeZone: string;
  now: Date;
  /** spec §6 hideProductPrice: no total can be shown. */
  pricesHidden?: boolean;
}

/** spec §8 cart warnings as one sentence each (the storefront offers Adjust / Remove itself). */
export function warningMessage(w: CartWarning): string {
  const name = w.productName.en ?? Object.values(w.productName)[0] ?? w.productId;
  const withVariances = w.variances ? `${name} (${w.variances})` : name;
  switch (w.type) {
    case 'LOW_STOCK':
      return `Only ${w.availableQuantity} item(s) is/are available from ${withVariances}.`;
    case 'UNAVAILABLE':
      return `${withVariances} is unavailable.`;
    case 'PRODUCT_DISABLED':
      return `The item '${name} (${w.brand})' seems no longer available, Remove from cart`;
  }
}

function deliveryProblems(f: CheckoutFacts): CheckoutProblem[] {
  const c = f.cart.checkout;
  const address = c.shippingAddress;
  if (!address) return [{ field: 'shippingAddress', message: MANDATORY }];
  const city = f.city(address.cityId);
  if (!city || !city.deliverable) return [{ field: 'deliveryArea', message: DELIVERY_UNAVAILABLE }];
  const problems: CheckoutProblem[] = [];
  const plan = c.deliveryPlanId ? f.plan(c.deliveryPlanId) : undefined;
  if (!plan || plan.zone !== zoneOf(f.zones, city)?.id || planPrice(plan, f.cart.currency) === null) {
    problems.push({ field: 'deliveryPlan', message: MANDATORY });
  } else if (plan.express && !isCourierContactNumber(address.contactNumber, address.country)) {
    problems.push({ field: 'contactNumber', message: COURIER_CONTACT_INVALID });
  }
  if (c.orderDueDate && c.orderDueTime) {
    const problem = dueDateProblem(f.deliverySchedule, c.orderDueDate, c.orderDueTime, f.now, f.timeZone);
    if (problem) problems.push({ field: 'orderDueDate', message: DUE_DATE_MESSAGES[problem] });
  }
  return problems;
}

function pickupProblems(f: CheckoutFacts): CheckoutProblem[] {
  const c = f.cart.checkout;
  const outlet = c.store ? f.outlet(c.store) : undefined;
  if (!outlet || outlet.inventoryLocationId !== f.cart.inventoryLocation) return [{ field: 'store', message: MANDATORY }];
  if (c.storePickupDueDate && c.storePickupDueTime) {
    const problem = dueDateProblem(outlet.schedule, c.storePickupDueDate, c.storePickupDueTime, f.now, f.timeZone);
    if (problem) return [{ field: 'storePickupDueDate', message: DUE_DATE_MESSAGES[problem] }];
  }
  return [];
}

function paymentProblems(f: CheckoutFacts): CheckoutProblem[] {
  const method = f.cart.checkout.paymentMethod;
  if (!method) return [{ field: 'paymentMethod', message: MANDATORY }];
  if (method === 'CARD' && f.pricesHidden) return [{ field: 'paymentMethod', message: CARD_WITH_HIDDEN_PRICES }];
  for (const l of f.lines) {
    const name = l.product.name.en ?? l.productId;
    if (method === 'CASH' && !l.product.cashOnDelivery)
      return [{ field: 'paymentMethod', message: `Cash on delivery is not available for ${name}` }];
    if (method === 'CARD' && !l.product.acceptCardPayment)
      return [{ field: 'paymentMethod', message: `Card payments are not accepted for ${name}` }];
  }
  return [];
}

/** What is missing before the cart can become an order (cart/validate and cart/purchase). */
export function checkoutProblems(f: CheckoutFacts): CheckoutProblem[] {
  const c = f.cart.checkout;
  const problems: CheckoutProblem[] = [];
  if (f.lines.length === 0) problems.push({ field: 'items', message: 'Your cart is empty' });
  if (!f.cart.inventoryLocation) problems.push({ field: 'inventoryLocation', message: 'Choose the shop location' });
  if (!c.email) problems.push({ field: 'email', message: MANDATORY });
  problems.push(...paymentProblems(f));
  if (c.deliveryMethod === 'delivery') problems.push(...deliveryProblems(f));
  else if (c.deliveryMethod === 'store') problems.push(...pickupProblems(f));
  else problems.push({ field: 'deliveryMethod', message: MANDATORY });
  const billing = c.isBillingSameAsShipping ? c.shippingAddress : c.billingAddress;
  if (!billing) problems.push({ field: 'billingAddress', message: MANDATORY });
  if (f.promo && f.promo.promo.status !== 'active') {
    problems.push({ field: 'promoCode', message: f.promo.message ?? 'Invalid code' });
  }
  return problems;
}
