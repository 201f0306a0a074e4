import type { Cart } from '@/lib/api/cart-schemas';
import type { TaxDisplay } from '@/lib/api/schemas';

/** A row of the totals block: a key of the `cart` messages and its amount. */
export interface TotalRow {
  key: 'subTotal' | 'deliveryCharges' | 'tax' | 'taxIncluded' | 'discounts' | 'total';
  amount: number;
  /** Discounts are taken off, so they show with a minus sign. */
  negative: boolean;
  emphasis: boolean;
  /** Delivery before a plan is chosen: the charge is not known yet, so no amount (not 'free') is shown. */
  pending: boolean;
}

type Totals = Pick<Cart, 'subTotal' | 'deliveryChargers' | 'tax' | 'totalPriceDiscounts' | 'total' | 'deliveryMethod'> & {
  /** A cart's chosen plan; an order has none to choose (its charge is final). */
  deliveryPlan?: Cart['deliveryPlan'];
};

const row = (key: TotalRow['key'], amount: number, extra: Partial<TotalRow> = {}): TotalRow => ({
  key,
  amount,
  negative: false,
  emphasis: false,
  pending: false,
  ...extra,
});

/**
 * Sub total and total always; delivery charges once delivery is chosen or charged; tax and discounts
 * only when there are any, so a plain cart stays short. Null when the answer carries no amounts
 * (hidden prices, spec §6): the page says the shop confirms the total instead. Tax the prices already
 * include reads 'Tax (included)', so no shopper takes it for a further charge.
 */
export function totalRows(cart: Totals, taxDisplay?: TaxDisplay): TotalRow[] | null {
  if (cart.subTotal === null || cart.total === null) return null;
  const delivery = cart.deliveryChargers ?? 0;
  const rows: TotalRow[] = [row('subTotal', cart.subTotal)];
  if (delivery > 0 || cart.deliveryMethod === 'delivery') {
    const pending = cart.deliveryPlan === null && delivery === 0;
    rows.push(row('deliveryCharges', delivery, { pending }));
  }
  if (cart.tax) rows.push(row(taxDisplay === 'INCLUDED' ? 'taxIncluded' : 'tax', cart.tax));
  if (cart.totalPriceDiscounts) rows.push(row('discounts', cart.totalPriceDiscounts, { negative: true }));
  rows.push(row('total', cart.total, { emphasis: true }));
  return rows;
}

/**
 * Whether an order's tax was in its prices, read from its own amounts (the merchant's setting may have
 * changed since it was placed): tax that the total does not add on top was included.
 */
export function orderTaxDisplay(order: Totals): TaxDisplay | undefined {
  if (!order.tax || order.subTotal === null || order.total === null) return undefined;
  const withoutTax = order.subTotal + (order.deliveryChargers ?? 0) - (order.totalPriceDiscounts ?? 0);
  return Math.abs(order.total - withoutTax) < 0.005 ? 'INCLUDED' : 'ADDED_AT_CHECKOUT';
}
