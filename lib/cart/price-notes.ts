import type { DeliveryPlanOffer } from '../api/cart-schemas';
import type { CommerceSettings, TaxDisplay } from '../api/schemas';

/**
 * What a shopper is told about tax and delivery before checkout, from the merchant's
 * commerce settings. Shared with the reference API, which charges by the same free-delivery rule.
 */

const cents = (amount: number): number => Math.round(amount * 100);

/** The merchant's free-delivery threshold in a currency; null when there is no such rule for it. */
export function freeDeliveryThreshold(settings: CommerceSettings | undefined, currency: string): number | null {
  const threshold = settings?.freeDeliveryThreshold?.[currency];
  return threshold === undefined || !Number.isFinite(threshold) ? null : threshold;
}

/** Whether home delivery is free for this goods total (after discounts): at or above the threshold. */
export function deliveryIsFree(goodsTotal: number, threshold: number | null): boolean {
  return threshold !== null && cents(goodsTotal) >= cents(threshold);
}

/** How much more the goods must come to for free delivery; null without a rule or once reached. */
export function amountToFreeDelivery(goodsTotal: number, threshold: number | null): number | null {
  if (threshold === null || deliveryIsFree(goodsTotal, threshold)) return null;
  return (cents(threshold) - cents(goodsTotal)) / 100;
}

/** What prices say about tax; null when the merchant says nothing (never guessed). */
export function taxDisplayOf(settings: CommerceSettings | undefined): TaxDisplay | null {
  return settings?.taxDisplay ?? null;
}

/** The price and time span of the delivery plans in a currency. */
export interface DeliveryRange {
  minPrice: number;
  maxPrice: number;
  /** Working days; null when no plan gives any. */
  days: { min: number; max: number } | null;
}

/** The span of the plans priced in this currency; null when none is. */
export function deliveryRange(plans: readonly DeliveryPlanOffer[], currency: string): DeliveryRange | null {
  const priced = plans.flatMap((plan) => {
    const price = plan.prices[currency];
    return price === undefined ? [] : [{ price, days: plan.days }];
  });
  if (priced.length === 0) return null;
  const prices = priced.map((p) => p.price);
  const spans = priced.flatMap((p) => (p.days && p.days.min <= p.days.max ? [p.days] : []));
  return {
    minPrice: Math.min(...prices),
    maxPrice: Math.max(...prices),
    days: spans.length > 0 ? { min: Math.min(...spans.map((d) => d.min)), max: Math.max(...spans.map((d) => d.max)) } : null,
  };
}
