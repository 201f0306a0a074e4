import type { Order } from '../../../lib/api/cart-schemas';
import { ERROR_CODES } from '../../../lib/api/schemas';
import { forbidden, HttpError, notFound } from '../../core/errors';
import type { Shopper } from '../../core/request-scope';
import type { CartPricing } from '../cart/cart-pricing';
import type { CartRecord } from '../cart/cart-repository';
import { ONGOING_STATUSES, PAST_STATUSES, toOrderView, type OrderDraft, type OrderRecord } from './order-draft';
import type { OrderRepository } from './order-repository';

/** Why an order could not be placed (409): what a card payment that cannot become an order records. */
export class OrderRefused extends HttpError {
  constructor(
    readonly reason: 'OUT_OF_STOCK' | 'PROMO_UNAVAILABLE',
    description: string,
  ) {
    super(409, ERROR_CODES.conflict, description);
  }
}

/** Placing orders and showing them to their owner. */
export class OrdersService {
  constructor(
    private readonly pricing: CartPricing,
    private readonly records: OrderRepository,
  ) {}

  /**
   * Takes the stock (a card payment's hold already took it), counts the promo claim, writes the
   * order and closes the cart; throws OrderRefused (the caller's transaction rolls back) when stock
   * or the promo ran out. A card payment's promo is checked again here: it may have expired or been
   * claimed out while the shopper paid.
   */
  place(draft: OrderDraft, cart: CartRecord, owner: Shopper, paymentId: string | null): OrderRecord {
    const { carts, promos, stock } = this.pricing;
    const now = this.pricing.now();
    const held = paymentId !== null && stock.keepHold(paymentId);
    if (!held && !stock.take(draft.items, draft.inventoryLocation))
      throw new OrderRefused('OUT_OF_STOCK', 'Some items in your cart sold out meanwhile');
    if (draft.promoCode) {
      if (paymentId !== null) {
        const outcome = this.pricing.evaluateFixed(draft.promoCode, cart, owner, draft.items, draft.currency, draft.inventoryLocation);
        if (outcome.promo.status !== 'active') throw new OrderRefused('PROMO_UNAVAILABLE', outcome.message ?? 'Invalid Promo code.');
      }
      if (!promos.claim(draft.promoCode)) throw new OrderRefused('PROMO_UNAVAILABLE', 'Reached maximum number of claims for this code.');
    }
    const order = this.records.insert(draft, owner, this.pricing.rules().orderRefPrefix, paymentId, now);
    if (draft.promoCode) promos.redeem(draft.promoCode, owner, draft.email, order.id, now);
    carts.clearLines(cart.id);
    carts.update(cart.id, { status: 'ORDER_PLACED', lastOrderId: order.id }, now);
    return order;
  }

  /** The order a cart became, if any. */
  orderOfCart(cartId: string): OrderRecord | undefined {
    return this.records.orderOfCart(cartId);
  }

  record(orderId: string): OrderRecord | undefined {
    return this.records.order(orderId);
  }

  /** Hands an order to another owner (a guest who signed in while paying for it); false when `from` does not own it. */
  reassign(orderId: string, from: Pick<Shopper, 'kind' | 'key'>, to: Pick<Shopper, 'kind' | 'key'>): boolean {
    return this.records.reassign(orderId, from, to, this.pricing.now());
  }

  /** spec §6: only the shopper who placed an order may view it. */
  order(shopper: Shopper, orderId: string, lang: string): Order {
    const found = this.records.order(orderId);
    if (!found) throw notFound('No such order');
    if (found.ownerKind !== shopper.kind || found.ownerKey !== shopper.key)
      throw forbidden('You do not have permission to view this order!');
    return toOrderView(found, lang);
  }

  orders(shopper: Shopper, which: 'ongoing' | 'completed', first: number, after: number, lang: string): { orders: Order[]; total: number } {
    const page = this.records.ordersOf(shopper, which === 'ongoing' ? ONGOING_STATUSES : PAST_STATUSES, first, after);
    return { orders: page.orders.map((o) => toOrderView(o, lang)), total: page.total };
  }

  /** The shop's languages, for the order's labels. */
  languages(): string[] {
    return this.pricing.site().languages.map((l) => l.code);
  }
}
