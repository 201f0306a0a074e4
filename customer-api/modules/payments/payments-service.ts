import type { z } from 'zod';
import type { completePaymentResponse } from '../../../lib/api/cart-schemas';
import type { Db } from '../../core/database';
import { conflict, HttpError, notFound } from '../../core/errors';
import type { Shopper } from '../../core/request-scope';
import type { CartPricing } from '../cart/cart-pricing';
import type { PaymentUnderWay } from '../cart/cart-service';
import type { CheckoutFields } from '../cart/checkout-fields';
import { cardExpired, type CardRecord } from '../cards/card-rules';
import type { CardsService, GatewayCard } from '../cards/cards-service';
import type { OrderDraft } from '../orders/order-draft';
import { OrderRefused, type OrdersService } from '../orders/orders-service';
import type { PaymentOutcome } from './payment-page';
import type { PaymentRecord, PaymentRepository, PaymentStatus } from './payment-repository';

type CompletePaymentResponse = z.infer<typeof completePaymentResponse>;

export interface PaymentsDeps {
  db: Db;
  pricing: CartPricing;
  orders: OrdersService;
  records: PaymentRepository;
  cards: CardsService;
  /** How long a pending payment (its page link and its stock hold) lasts. */
  holdSeconds: number;
}

/**
 * Card payments: started at purchase with the cart's stock held, settled on the hosted page,
 * completed by the storefront. Rule: stock is held from the start for `holdSeconds`; a decline,
 * cancel, cart change or expiry gives it back; a paid payment's order uses the held stock. A paid
 * payment whose order still cannot be placed (promo no longer valid) is voided and recorded VOIDED; a
 * paid payment nobody completes by the end of its hold is completed (or voided) by the expiry sweep.
 */
export class PaymentsService implements PaymentUnderWay {
  private readonly db: Db;
  private readonly pricing: CartPricing;
  private readonly orders: OrdersService;
  private readonly records: PaymentRepository;
  private readonly cards: CardsService;
  private readonly holdMs: number;

  constructor(deps: PaymentsDeps) {
    this.db = deps.db;
    this.pricing = deps.pricing;
    this.orders = deps.orders;
    this.records = deps.records;
    this.cards = deps.cards;
    this.holdMs = deps.holdSeconds * 1000;
  }

  /**
   * A payment for the order as the shopper saw it, holding its stock (the caller's transaction; the
   * cart then waits ON_PAYMENT). A saved card must be the caller's own and unexpired.
   */
  start(owner: Shopper, draft: OrderDraft, now: Date, options: CheckoutFields['saveCardOptions']): PaymentRecord {
    let savedCard: CardRecord | undefined;
    if (options.useSavedCard && options.cardId !== null) {
      savedCard = this.cards.ownCard(owner, options.cardId);
      if (!savedCard) throw notFound('No such saved card');
      if (cardExpired(savedCard.expMonth, savedCard.expYear, now)) throw conflict('This saved card has expired');
    }
    const payment = this.records.createPayment(owner, draft, now, {
      expiresAt: new Date(now.getTime() + this.holdMs),
      savedCardId: savedCard?.id ?? null,
      saveCard: owner.kind === 'user' && !savedCard && options.saveCard,
    });
    if (!this.pricing.stock.hold(payment.id, draft.items, draft.inventoryLocation))
      throw conflict('Some items in your cart sold out meanwhile');
    return payment;
  }

  /** The payment the hosted page shows, expired first when its time is up; undefined when unknown. */
  payment(paymentId: string): PaymentRecord | undefined {
    const found = this.records.payment(paymentId);
    if (found?.status !== 'PENDING' || found.expiresAt > this.pricing.now()) return found;
    return this.db
      .transaction(() => {
        this.expireIfDue(paymentId, this.pricing.now());
        return this.records.payment(paymentId);
      })
      .immediate();
  }

  /** The saved card a payment uses, as the hosted page shows it. */
  savedCardOf(payment: PaymentRecord): CardRecord | undefined {
    return payment.savedCardId ? this.cards.ownCard({ kind: payment.ownerKind, key: payment.ownerKey }, payment.savedCardId) : undefined;
  }

  /**
   * A guest who signs in while paying by card (inside the caller's transaction): the payment of that guest
   * session's cart becomes the customer's, so the return finds it and its order lands in their account,
   * and so does an order already placed from it (the shopper paid but had not come back yet). The cart
   * stays the guest's: a customer may already have one of their own.
   */
  adoptFromGuest(guestKey: string, user: Shopper, now: Date): void {
    const guest = { kind: 'guest', key: guestKey } as const;
    const cart = this.pricing.carts.forOwner(guest);
    // A placed cart keeps the id of the payment it was placed with.
    const payment = cart?.paymentId && cart.status !== 'OPEN' ? this.records.payment(cart.paymentId) : undefined;
    if (!payment || payment.ownerKind !== 'guest' || payment.ownerKey !== guestKey) return;
    if (payment.status === 'PENDING' && payment.expiresAt <= now) return;
    this.records.reassign(payment.id, guest, user, now);
    if (payment.orderId) this.orders.reassign(payment.orderId, guest, user);
  }

  /** The shopper changed the cart while paying: a pending payment is dropped; a received one must be completed first. */
  releaseForChange(paymentId: string, now: Date): void {
    const payment = this.records.payment(paymentId);
    if (payment?.status === 'PAID' && !payment.orderId)
      throw conflict('Your payment has been received: complete it before changing the cart');
    if (payment?.status === 'PENDING') this.end(payment, 'CANCELLED', 'CART_CHANGED', null, now);
  }

  /**
   * Ends every pending payment whose time is up, giving its stock back, and settles every paid one whose
   * shopper never came back by then: its order is placed with the held stock, or it is voided (inside
   * the caller's transaction). Returns how many payments it ended or settled.
   */
  expireDue(now: Date): number {
    const due = this.records.dueForExpiry(now);
    for (const id of due) this.expireIfDue(id, now);
    const abandoned = this.records.paidWithoutOrderDue(now);
    for (const id of abandoned) {
      const payment = this.records.payment(id);
      if (payment?.status === 'PAID' && !payment.orderId)
        this.settlePaid(
          payment,
          { kind: payment.ownerKind, key: payment.ownerKey, email: payment.ownerKind === 'user' ? payment.draft.email : null },
          now,
        );
    }
    return due.length + abandoned.length;
  }

  /** The timer's sweep: expired payments give their stock back, and paid ones become orders (or are voided), even when nobody asks about them. */
  sweepExpired(): number {
    return this.db.transaction(() => this.expireDue(this.pricing.now())).immediate();
  }

  /**
   * Records what happened on the hosted page; only a pending, unexpired payment takes an outcome
   * (false otherwise). A paid one keeps the card when the signed-in shopper asked to save it.
   */
  recordPayment(paymentId: string, outcome: PaymentOutcome, save: GatewayCard | null = null): boolean {
    const now = this.pricing.now();
    return this.db
      .transaction(() => {
        const payment = this.records.payment(paymentId);
        if (!payment || payment.status !== 'PENDING') return false;
        if (this.expireIfDue(paymentId, now)) return false;
        const reason = outcome.status === 'FAILED' ? outcome.reason : outcome.status === 'CANCELLED' ? 'CANCELLED_BY_SHOPPER' : null;
        const last4 = 'last4' in outcome ? outcome.last4 : null;
        if (outcome.status !== 'PAID') return this.end(payment, outcome.status, reason, last4, now);
        if (!this.records.settle(paymentId, 'PAID', null, last4, now)) return false;
        if (save && payment.ownerKind === 'user') this.cards.saveForCustomer(payment.ownerKey, save, now);
        return true;
      })
      .immediate();
  }

  /**
   * complete-payment: trusts only the server's own record. PAID places the order with the held
   * stock; when that still fails the payment is voided (VOIDED) and the cart opens again. FAILED,
   * CANCELLED, EXPIRED reopen the cart; PENDING changes nothing. Another shopper's payment is not found.
   */
  completePayment(shopper: Shopper, paymentId: string): CompletePaymentResponse {
    return this.db
      .transaction((): CompletePaymentResponse => {
        const now = this.pricing.now();
        const found = this.records.payment(paymentId);
        if (!found || found.ownerKind !== shopper.kind || found.ownerKey !== shopper.key) throw notFound('No such payment');
        this.expireIfDue(paymentId, now);
        const payment = this.records.payment(paymentId) ?? found;
        if (payment.orderId) {
          const placed = this.orders.record(payment.orderId);
          return { status: 'PAID', orderId: payment.orderId, refId: placed?.refId ?? null };
        }
        if (payment.status === 'PENDING') return { status: 'PENDING', orderId: null, refId: null };
        if (payment.status !== 'PAID') {
          this.reopen(payment, now);
          // The gateway's own reason (a decline, a cancel); a refund's or an expiry's stays on the record.
          const gateway = payment.status === 'FAILED' || payment.status === 'CANCELLED';
          return { status: payment.status, orderId: null, refId: null, ...(gateway ? { reason: payment.failureReason } : {}) };
        }
        return this.settlePaid(payment, shopper, now);
      })
      .immediate();
  }

  /** A paid payment becomes its order with the held stock; when that cannot be, it is voided (inside the caller's transaction). */
  private settlePaid(payment: PaymentRecord, owner: Shopper, now: Date): CompletePaymentResponse {
    const cart = this.pricing.carts.get(payment.cartId);
    const waiting = cart?.status === 'ON_PAYMENT' && cart.paymentId === payment.id ? cart : undefined;
    if (!waiting) return this.voided(payment, 'CART_CHANGED', now);
    try {
      // A savepoint: a refused placement is undone, and the void we record next is kept.
      const order = this.db.transaction(() => {
        const placed = this.orders.place(payment.draft, waiting, owner, payment.id);
        this.records.linkOrder(payment.id, placed.id, this.pricing.now());
        return placed;
      })();
      return { status: 'PAID', orderId: order.id, refId: order.refId };
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      return this.voided(payment, e instanceof OrderRefused ? e.reason : 'ORDER_REFUSED', now);
    }
  }

  /** A paid payment that cannot become an order: refunded (the simulator moves no money) and recorded VOIDED. */
  private voided(payment: PaymentRecord, reason: string, now: Date): CompletePaymentResponse {
    this.records.voidPaid(payment.id, reason, now);
    this.reopen(payment, now);
    return { status: 'VOIDED', orderId: null, refId: null };
  }

  private expireIfDue(paymentId: string, now: Date): boolean {
    const payment = this.records.payment(paymentId);
    if (payment?.status !== 'PENDING' || payment.expiresAt > now) return false;
    return this.end(payment, 'EXPIRED', 'EXPIRED', null, now);
  }

  /** A pending payment ends without money: recorded once, its stock back on the shelf, its cart open again. */
  private end(
    payment: PaymentRecord,
    status: Exclude<PaymentStatus, 'PENDING' | 'PAID' | 'VOIDED'>,
    reason: string | null,
    last4: string | null,
    now: Date,
  ): boolean {
    if (!this.records.settle(payment.id, status, reason, last4, now)) return false;
    this.reopen(payment, now);
    return true;
  }

  /** Gives the payment's held stock back and reopens its cart when the cart still waits on it. */
  private reopen(payment: PaymentRecord, now: Date): void {
    this.pricing.stock.releaseHold(payment.id);
    const cart = this.pricing.carts.get(payment.cartId);
    if (cart?.status === 'ON_PAYMENT' && cart.paymentId === payment.id)
      this.pricing.carts.update(cart.id, { status: 'OPEN', paymentId: null }, now);
  }
}
