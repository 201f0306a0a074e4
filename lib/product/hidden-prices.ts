import type { Cart, DeliveryPlan, Order } from '@/lib/api/cart-schemas';
import type { Product, SearchRequest, SearchResponse } from '@/lib/api/schemas';

/**
 * spec §1/§6 "hiding of product prices" (generalSettings.hideProductPrice), for every shopper, signed
 * in or not (§6 names no exception): the amounts are removed from the data, not only from the view —
 * catalogue, cart, checkout and orders. Shared by the reference API and the storefront's data layer
 * (docs/sign-in.md, docs/cart-checkout.md).
 */

type PriceFields = Pick<Product, 'price' | 'specialPrice' | 'enableSpecialPrice'>;

/** The product with no amount left in it: empty price maps, no special price. */
export function withoutPrices<P extends PriceFields>(product: P): P {
  return { ...product, price: {}, specialPrice: {}, enableSpecialPrice: false };
}

/** A search answer with every product's amounts removed. */
export function searchWithoutPrices<R extends Pick<SearchResponse, 'products'>>(result: R): R {
  return { ...result, products: result.products.map(withoutPrices) };
}

/**
 * A search that cannot reveal prices: price ranges and price sorting would let a shopper bisect an
 * amount, so they are dropped (the default order applies).
 */
export function searchWithoutPriceTerms<S extends Pick<SearchRequest, 'ranges' | 'sortBy'>>(req: S): S {
  const ranges = { ...req.ranges };
  delete ranges.price;
  const priceSort = req.sortBy === 'PRICE_LOW_TO_HIGH' || req.sortBy === 'PRICE_HIGH_TO_LOW';
  return { ...req, ranges, sortBy: priceSort ? undefined : req.sortBy };
}

type ShownAmounts = Pick<Cart, 'subTotal' | 'deliveryChargers' | 'tax' | 'totalPriceDiscounts' | 'total'>;
const NO_TOTALS: ShownAmounts = { subTotal: null, deliveryChargers: null, tax: null, totalPriceDiscounts: null, total: null };

/** A delivery plan with its charge removed: the total could be worked out from it. */
export function planWithoutPrice<P extends Pick<DeliveryPlan, 'price'>>(plan: P): P {
  return { ...plan, price: null };
}

/**
 * The cart with no amount left in it: no unit prices, line totals or totals, and its products' price
 * maps emptied. What the shopper chose (items, quantities, checkout fields) stays.
 */
export function cartWithoutAmounts<C extends Cart>(cart: C): C {
  const items = Object.fromEntries(
    Object.entries(cart.items).map(([key, item]) => [
      key,
      { ...item, product: withoutPrices(item.product), unitPrice: null, itemTotal: null },
    ]),
  );
  return { ...cart, ...NO_TOTALS, items, deliveryPlan: cart.deliveryPlan && planWithoutPrice(cart.deliveryPlan) };
}

/** The amounts of an order, whatever else the shop reads of it (its status may read Unavailable). */
type OrderAmounts = Pick<Order, keyof ShownAmounts | 'items'>;

/** An order with no amount left in it (its confirmation and the order history). */
export function orderWithoutAmounts<O extends OrderAmounts>(order: O): O {
  return { ...order, ...NO_TOTALS, items: order.items.map((item) => ({ ...item, unitPrice: null, itemTotal: null })) };
}

/** The signed-in customer's orders page without amounts. */
export function ordersWithoutAmounts<O extends OrderAmounts, P extends { orders: O[] }>(page: P): P {
  return { ...page, orders: page.orders.map(orderWithoutAmounts) };
}
