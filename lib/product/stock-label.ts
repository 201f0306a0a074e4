import type { Product } from '@/lib/api/schemas';

/** A message of the `product` namespace with its values, for next-intl's `t(key, values)`. */
export interface LowStockLabel {
  key: 'lowStock.threshold' | 'lowStock.last' | 'lowStock.only';
  values: { n: number };
}

/**
 * spec §4 low-stock label. Shown only while stock is tracked, above 0 and at or below minThreshold.
 * One left is always 'Last item available!' (checked first: with minThreshold 1 it is also "more than half").
 */
export function lowStockLabel(quantity: number | null, minThreshold: number): LowStockLabel | null {
  if (quantity === null || quantity <= 0 || minThreshold <= 0 || quantity > minThreshold) return null;
  if (quantity === 1) return { key: 'lowStock.last', values: { n: 1 } };
  // spec §4: more than half of minThreshold → 'Less than {n} items available!' with n = minThreshold
  if (quantity > minThreshold / 2) return { key: 'lowStock.threshold', values: { n: minThreshold } };
  return { key: 'lowStock.only', values: { n: quantity } };
}

export type StockBadge = 'inStock' | 'outOfStock';

// spec §4 stock badge: in stock / out of stock (a key of the `product` namespace)
export function stockBadge(product: Pick<Product, 'quantity' | 'availability' | 'isInStock'>): StockBadge {
  const hasStock = product.quantity === null || product.quantity > 0;
  return product.availability && product.isInStock && hasStock ? 'inStock' : 'outOfStock';
}
