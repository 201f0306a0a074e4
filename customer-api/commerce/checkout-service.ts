import type { z } from 'zod';
import type { completePaymentResponse, Order, PurchaseResponse, validateResponse } from '../../lib/api/cart-schemas';
import type { CartRecord } from '../db/cart-repository';
import type { PaymentRecord } from '../db/order-repository';
import { HttpError, notFound } from '../errors';
import { conflict, forbidden, type CartCore, type ComputedCart } from './cart-service';
import { varianceText } from './cart-view';
import type { Shopper } from './checkout-fields';
import { ONGOING_STATUSES, PAST_STATUSES, toOrderView, type OrderDraft, type OrderRecord } from './order-draft';

type ValidateResponse = z.infer<typeof validateResponse>;
type CompletePaymentResponse = z.infer<typeof completePaymentResponse>;

/** What the hosted payment page records. */
export type PaymentOutcome = { status: 'PAID'; last4: string } | { status: 'FAILED'; last4: string; reason: string } | { status: 'CANCELLED' };

const MAX_LINE_QUANTITY = 999;

/** validate, purchase, complete-payment, orders and sign-in adoption: everything that turns a cart into an order. */
export class CheckoutService {
  constructor(private readonly core: CartCore) {}

  validate(shopper: Shopper, location: string | null): ValidateResponse {
    const cart = this.core.carts.forOwner(shopper);
    const computed = this.core.compute(cart?.status === 'ORDER_PLACED' ? undefined : cart, shopper, location);
    const problems = this.core.problems(computed);
    const missing = [...new Set(problems.map((p) => p.field))];
    const warnings = computed.view.warnings;
    return { allowedToPlaceOrder: missing.length === 0 && Object.keys(warnings).length === 0, warnings, missing };
  }

  /**
   * purchase: CASH places the order now; CARD opens a payment on the hosted page and puts the cart
   * ON_PAYMENT. Asking again answers the same order or the same payment (a double click places once).
   */
  purchase(shopper: Shopper, location: string | null, paymentPage: (paymentId: string) => string): PurchaseResponse {
    const { carts, orders } = this.core;
    return this.core.db.transaction((): PurchaseResponse => {
      const now = this.core.now();
      let cart = carts.forOwner(shopper);
      if (!cart) throw conflict('Your cart is empty');
      if (cart.status === 'ORDER_PLACED') {
        const placed = orders.orderOfCart(cart.id);
        if (!placed) throw conflict('Your cart is empty');
        return { kind: 'ORDER_PLACED', orderId: placed.id, refId: placed.refId };
      }
      if (cart.status === 'ON_PAYMENT') {
        const payment = cart.paymentId ? orders.payment(cart.paymentId) : undefined;
        if (payment && (payment.status === 'PENDING' || payment.status === 'PAID')) {
          return { kind: 'REDIRECT', paymentId: payment.id, redirectUrl: paymentPage(payment.id) };
        }
        // The last attempt failed without the shopper coming back: start a new one.
        carts.update(cart.id, { status: 'OPEN', paymentId: null }, now);
        cart = carts.get(cart.id);
        if (!cart) throw conflict('Your cart is empty');
      }
      const computed = this.core.compute(cart, shopper, location);
      const blocker = this.core.blocker(computed);
      if (blocker) throw conflict(blocker);
      const draft = this.draftOf(computed, cart);
      if (draft.paymentMethod === 'CASH') {
        const order = this.place(draft, cart, shopper, null);
        return { kind: 'ORDER_PLACED', orderId: order.id, refId: order.refId };
      }
      const payment = orders.createPayment(shopper, draft, now);
      carts.update(cart.id, { status: 'ON_PAYMENT', paymentId: payment.id }, now);
      return { kind: 'REDIRECT', paymentId: payment.id, redirectUrl: paymentPage(payment.id) };
    }).immediate();
  }

  /**
   * complete-payment: trusts only the server's own payment record. PAID places the order (stock
   * taken in the same transaction; sold out meanwhile → FAILED); FAILED or CANCELLED reopens the
   * cart; PENDING changes nothing. Another shopper's payment is not found.
   */
  completePayment(shopper: Shopper, paymentId: string): CompletePaymentResponse {
    const { carts, orders, db } = this.core;
    return db.transaction((): CompletePaymentResponse => {
      const now = this.core.now();
      const payment = orders.payment(paymentId);
      if (!payment || payment.ownerKind !== shopper.kind || payment.ownerKey !== shopper.key) throw notFound('No such payment');
      if (payment.orderId) {
        const placed = orders.order(payment.orderId);
        return { status: 'PAID', orderId: payment.orderId, refId: placed?.refId ?? null };
      }
      const cart = carts.get(payment.cartId);
      const waiting = cart?.status === 'ON_PAYMENT' && cart.paymentId === payment.id ? cart : undefined;
      const reopen = () => {
        if (waiting) carts.update(waiting.id, { status: 'OPEN', paymentId: null }, now);
      };
      if (payment.status === 'PENDING') return { status: 'PENDING', orderId: null, refId: null };
      if (payment.status === 'FAILED' || payment.status === 'CANCELLED') {
        reopen();
        return { status: payment.status, orderId: null, refId: null };
      }
      if (!waiting) {
        orders.failPaid(payment.id, 'CART_CHANGED', now);
        return { status: 'FAILED', orderId: null, refId: null };
      }
      try {
        // A savepoint: a sold-out line undoes the placement but keeps the failure we record next.
        const order = db.transaction(() => this.place(payment.draft, waiting, shopper, payment))();
        return { status: 'PAID', orderId: order.id, refId: order.refId };
      } catch (e) {
        if (!(e instanceof HttpError)) throw e;
        orders.failPaid(payment.id, 'OUT_OF_STOCK', now);
        reopen();
        return { status: 'FAILED', orderId: null, refId: null };
      }
    }).immediate();
  }

  /** The payment the hosted page shows; undefined when unknown. */
  payment(paymentId: string): PaymentRecord | undefined {
    return this.core.orders.payment(paymentId);
  }

  /** Records what happened on the hosted page; only a pending payment takes an outcome (false otherwise). */
  recordPayment(paymentId: string, outcome: PaymentOutcome): boolean {
    const now = this.core.now();
    return this.core.db.transaction(() => {
      const payment = this.core.orders.payment(paymentId);
      if (!payment || payment.status !== 'PENDING') return false;
      const reason = outcome.status === 'FAILED' ? outcome.reason : outcome.status === 'CANCELLED' ? 'CANCELLED_BY_SHOPPER' : null;
      return this.core.orders.settle(paymentId, outcome.status, reason, 'last4' in outcome ? outcome.last4 : null, now);
    }).immediate();
  }

  /** spec §6: only the shopper who placed an order may view it. */
  order(shopper: Shopper, orderId: string, lang: string): Order {
    const found = this.core.orders.order(orderId);
    if (!found) throw notFound('No such order');
    if (found.ownerKind !== shopper.kind || found.ownerKey !== shopper.key) throw forbidden('You do not have permission to view this order!');
    return toOrderView(found, lang);
  }

  orders(shopper: Shopper, which: 'ongoing' | 'completed', first: number, after: number, lang: string): { orders: Order[]; total: number } {
    const page = this.core.orders.ordersOf(shopper, which === 'ongoing' ? ONGOING_STATUSES : PAST_STATUSES, first, after);
    return { orders: page.orders.map((o) => toOrderView(o, lang)), total: page.total };
  }

  /**
   * Sign-in adopts the guest's open cart: it becomes the user's cart, or its lines are added to the
   * user's open cart. Carts under payment or placed are left alone.
   */
  adoptGuestCart(guestKey: string, user: Shopper): void {
    const { carts } = this.core;
    this.core.db.transaction(() => {
      const now = this.core.now();
      const guest = carts.forOwner({ kind: 'guest', key: guestKey });
      if (!guest || guest.status !== 'OPEN' || carts.lineCount(guest.id) === 0) return;
      const mine = carts.forOwner(user);
      if (!mine || mine.status === 'ORDER_PLACED') {
        carts.update(guest.id, { ownerKind: user.kind, ownerKey: user.key }, now);
        return;
      }
      if (mine.status !== 'OPEN') return;
      for (const line of carts.lineList(guest.id)) {
        const quantity = Math.min(MAX_LINE_QUANTITY, carts.lineQuantity(mine.id, line.productId, line.varianceKey) + line.quantity);
        carts.putLine(mine.id, line.productId, line.varianceKey, quantity, line.snapshot);
      }
      if (!mine.promoCode && guest.promoCode) carts.update(mine.id, { promoCode: guest.promoCode }, now);
      carts.clearLines(guest.id);
    }).immediate();
  }

  private draftOf(computed: ComputedCart, cart: CartRecord): OrderDraft {
    const c = cart.checkout;
    const delivery = c.deliveryMethod === 'delivery';
    const location = computed.location;
    const email = c.email;
    const paymentMethod = c.paymentMethod;
    // checkoutProblems has ruled these out; the checks keep the types honest.
    if (!location || !email || !paymentMethod || c.deliveryMethod === 'none') throw conflict('Please fill the mandatory fields');
    return {
      cartId: cart.id,
      currency: computed.currency,
      inventoryLocation: location,
      email,
      items: computed.lines.map((l) => ({
        productId: l.productId,
        varianceKey: l.varianceKey,
        name: l.product.name,
        imageReference: l.product.imageReference,
        variances: varianceText(l.product),
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        itemTotal: l.itemTotal,
        tracked: l.current?.stock !== null && l.current?.stock !== undefined,
      })),
      subTotal: computed.totals.subTotal,
      deliveryChargers: computed.totals.deliveryChargers,
      tax: computed.totals.tax,
      totalPriceDiscounts: computed.totals.totalPriceDiscounts,
      total: computed.totals.total,
      promoCode: computed.promo?.promo.status === 'active' ? computed.promo.promo.code : null,
      paymentMethod,
      deliveryMethod: c.deliveryMethod,
      deliveryPlan: delivery && computed.plan ? { id: computed.plan.id, label: computed.plan.label } : null,
      store: delivery ? null : c.store,
      dueDate: delivery ? c.orderDueDate : c.storePickupDueDate,
      dueTime: delivery ? c.orderDueTime : c.storePickupDueTime,
      billingAddress: c.isBillingSameAsShipping ? c.shippingAddress : c.billingAddress,
      shippingAddress: delivery ? c.shippingAddress : null,
      additionalInfo: c.additionalInfo,
      file: c.file,
    };
  }

  /** Takes the stock, counts the promo claim, writes the order and closes the cart; throws (rolls back) when stock or claims ran out. */
  private place(draft: OrderDraft, cart: CartRecord, owner: Shopper, payment: PaymentRecord | null): OrderRecord {
    const { orders, carts } = this.core;
    const now = this.core.now();
    if (!orders.takeStockFor(draft)) throw conflict('Some items in your cart sold out meanwhile');
    // A paid claim is honoured even past the maximum: the shopper was charged the discounted total.
    if (draft.promoCode && !orders.claim(draft.promoCode, payment !== null)) throw conflict('Reached maximum number of claims for this code.');
    const order = orders.insert(draft, owner, this.core.rules().orderRefPrefix, payment?.id ?? null, now);
    carts.clearLines(cart.id);
    carts.update(cart.id, { status: 'ORDER_PLACED', lastOrderId: order.id }, now);
    if (payment) orders.linkOrder(payment.id, order.id, now);
    return order;
  }
}

