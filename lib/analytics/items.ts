import type { Cart, Order } from '@/lib/api/cart-schemas';
import type { Product } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { effectivePrice } from '@/lib/product/price';
import type { TrackedItem } from './events';

/** A product as an event line: its id (the content id vendors match to their catalogue), name and price. */
export function productItem(
  product: Pick<Product, 'id' | 'name' | 'price' | 'specialPrice' | 'enableSpecialPrice'>,
  currency: string,
  locale: string,
  quantity = 1,
): TrackedItem {
  const price = effectivePrice(product, currency)?.amount;
  return { id: product.id, name: localize(product.name, locale), ...(price !== undefined ? { price } : {}), quantity };
}

/** The cart's lines as event lines, at the prices the cart charges. */
export function cartItems(cart: Pick<Cart, 'items'>, locale: string): TrackedItem[] {
  return Object.values(cart.items).map((line) => ({
    id: line.product.id,
    name: localize(line.product.name, locale),
    ...(line.unitPrice !== null ? { price: line.unitPrice } : {}),
    quantity: line.quantity,
  }));
}

export function orderItems(order: Pick<Order, 'items'>, locale: string): TrackedItem[] {
  return order.items.map((line) => ({
    id: line.productId,
    name: localize(line.product.name, locale),
    ...(line.unitPrice !== null ? { price: line.unitPrice } : {}),
    quantity: line.quantity,
  }));
}
