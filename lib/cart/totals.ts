import type { Cart } from '@/lib/api/cart-schemas';

/** A row of the totals block: a key of the `cart` messages and its amount. */
export interface TotalRow {
  key: 'subTotal' | 'deliveryCharges' | 'tax' | 'discounts' | 'total';
  amount: number;
  /** Discounts are taken off, so they show with a minus sign. */
  negative: boolean;
  emphasis: boolean;
}

type Totals = Pick<Cart, 'subTotal' | 'deliveryChargers' | 'tax' | 'totalPriceDiscounts' | 'total' | 'deliveryMethod'>;

/**
 * Sub total and total always; delivery charges once delivery is chosen or charged; tax and discounts
 * only when there are any, so a plain cart stays short.
 */
export function totalRows(cart: Totals): TotalRow[] {
  const rows: TotalRow[] = [{ key: 'subTotal', amount: cart.subTotal, negative: false, emphasis: false }];
  if (cart.deliveryChargers > 0 || cart.deliveryMethod === 'delivery') {
    rows.push({ key: 'deliveryCharges', amount: cart.deliveryChargers, negative: false, emphasis: false });
  }
  if (cart.tax > 0) rows.push({ key: 'tax', amount: cart.tax, negative: false, emphasis: false });
  if (cart.totalPriceDiscounts > 0) rows.push({ key: 'discounts', amount: cart.totalPriceDiscounts, negative: true, emphasis: false });
  rows.push({ key: 'total', amount: cart.total, negative: false, emphasis: true });
  return rows;
}
