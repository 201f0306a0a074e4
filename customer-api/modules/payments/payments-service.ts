import type { z } from 'zod';
import type { completePaymentResponse } from '../../../lib/api/cart-schemas';
import type { Db } from '../../core/database';
import { conflict, HttpError, notFound } from '../../core/errors';
import type { Shopper } from '../../core/request-scope';
import type { CartPricing } from '../cart/cart-pricing';
import type { PaymentUnderWay } from '../cart/cart-service';
import type { OrderDraft } from '../orders/order-draft';
import type { OrdersService } from '../orders/orders-service';
import type { PaymentOutcome } from './payment-page';
import type { PaymentRecord, PaymentRepository } from './payment-repository';

type CompletePaymentResponse = z.infer<typeof completePaymentResponse>;

/** Card payments: started at purchase, settled on the hosted page, completed by the storefront. */
export class PaymentsService implements PaymentUnderWay {
  constructor(
    private readonly db: Db,
    private readonly pricing: CartPricing,
    private readonly orders: OrdersService,
    private readonly records: PaymentRepository,
  ) {}

  /** A payment for the order as the shopper saw it; the cart waits ON_PAYMENT (the caller's transaction). */
  start(owner: Shopper, draft: OrderDraft, now: Date): PaymentRecord {
    return this.records.createPayment(owner, draft, now);
  }

  /** The payment the hosted page shows; undefined when unknown. */
  payment(paymentId: string): PaymentRecord | undefined {
    return this.records.payment(paymentId);
  }

  /** The shopper changed the cart while paying: a pending payment is dropped; a received one must be completed first. */
  releaseForChange(paymentId: string, now: Date): void {
    const payment = this.records.payment(paymentId);
    if (payment?.status === 'PAID' && !payment.orderId) throw conflict('Your payment has been received: complete it before changing the cart');
    if (payment?.status === 'PENDING') this.records.settle(payment.id, 'CANCELLED', 'CART_CHANGED', null, now);
  }

  /** Records what happened on the hosted page; only a pending payment takes an outcome (false otherwise). */
  recordPayment(paymentId: string, outcome: PaymentOutcome): boolean {
    const now = this.pricing.now();
    return this.db.transaction(() => {
      const payment = this.records.payment(paymentId);
      if (!payment || payment.status !== 'PENDING') return false;
      const reason = outcome.status === 'FAILED' ? outcome.reason : outcome.status === 'CANCELLED' ? 'CANCELLED_BY_SHOPPER' : null;
      return this.records.settle(paymentId, outcome.status, reason, 'last4' in outcome ? outcome.last4 : null, now);
    }).immediate();
  }

  /**
   * complete-payment: trusts only the server's own payment record. PAID places the order (stock
   * taken in the same transaction; sold out meanwhile → FAILED); FAILED or CANCELLED reopens the
   * cart; PENDING changes nothing. Another shopper's payment is not found.
   */
  completePayment(shopper: Shopper, paymentId: string): CompletePaymentResponse {
    const { carts } = this.pricing;
    return this.db.transaction((): CompletePaymentResponse => {
      const now = this.pricing.now();
      const payment = this.records.payment(paymentId);
      if (!payment || payment.ownerKind !== shopper.kind || payment.ownerKey !== shopper.key) throw notFound('No such payment');
      if (payment.orderId) {
        const placed = this.orders.record(payment.orderId);
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
        this.records.failPaid(payment.id, 'CART_CHANGED', now);
        return { status: 'FAILED', orderId: null, refId: null };
      }
      try {
        // A savepoint: a sold-out line undoes the placement but keeps the failure we record next.
        const order = this.db.transaction(() => {
          const placed = this.orders.place(payment.draft, waiting, shopper, payment.id);
          this.records.linkOrder(payment.id, placed.id, this.pricing.now());
          return placed;
        })();
        return { status: 'PAID', orderId: order.id, refId: order.refId };
      } catch (e) {
        if (!(e instanceof HttpError)) throw e;
        this.records.failPaid(payment.id, 'OUT_OF_STOCK', now);
        reopen();
        return { status: 'FAILED', orderId: null, refId: null };
      }
    }).immediate();
  }
}
