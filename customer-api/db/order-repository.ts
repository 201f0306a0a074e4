import type { OrderStatus } from '../../lib/api/cart-schemas';
import type { Shopper } from '../commerce/checkout-fields';
import { orderDraft, type OrderDraft, type OrderRecord } from '../commerce/order-draft';
import { newId } from './cart-repository';
import type { Db } from './open';

export type PaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';

export interface PaymentRecord {
  id: string;
  cartId: string;
  ownerKind: Shopper['kind'];
  ownerKey: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  draft: OrderDraft;
  failureReason: string | null;
  cardLast4: string | null;
  orderId: string | null;
}

interface OrderRow {
  id: string;
  ref_id: string;
  status: OrderStatus;
  cancellation_reason: string | null;
  owner_kind: Shopper['kind'];
  owner_key: string;
  created_at: string;
  json: string;
}

interface PaymentRow {
  id: string;
  cart_id: string;
  owner_kind: Shopper['kind'];
  owner_key: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  snapshot: string;
  failure_reason: string | null;
  card_last4: string | null;
  order_id: string | null;
}

const toOrder = (r: OrderRow): OrderRecord => {
  const draft = orderDraft.parse(JSON.parse(r.json));
  return {
    id: r.id,
    refId: r.ref_id,
    status: r.status,
    cancellationReason: r.cancellation_reason,
    ownerKind: r.owner_kind,
    ownerKey: r.owner_key,
    inventoryLocation: draft.inventoryLocation,
    createdAt: r.created_at,
    draft,
  };
};

const toPayment = (r: PaymentRow): PaymentRecord => ({
  id: r.id,
  cartId: r.cart_id,
  ownerKind: r.owner_kind,
  ownerKey: r.owner_key,
  status: r.status,
  amount: r.amount,
  currency: r.currency,
  draft: orderDraft.parse(JSON.parse(r.snapshot)),
  failureReason: r.failure_reason,
  cardLast4: r.card_last4,
  orderId: r.order_id,
});

/** First order reference number; refIds read like 'LL-100001'. */
const FIRST_REF = 100_001;

/** Orders, payments, stock movements and promo claims. Callers run placement inside one transaction. */
export class OrderRepository {
  private readonly orderById;
  private readonly orderByRef;
  private readonly orderByCart;
  private readonly nextSeq;
  private readonly insertOrder;
  private readonly setStatus;
  private readonly ownerOrders;
  private readonly ownerOrderCount;
  private readonly takeStock;
  private readonly returnStock;
  private readonly claimPromo;
  private readonly forceClaimPromo;
  private readonly redeem;
  private readonly paymentById;
  private readonly insertPayment;
  private readonly settlePayment;
  private readonly linkPayment;
  private readonly failPaidPayment;

  constructor(db: Db) {
    this.orderById = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');
    this.orderByRef = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE ref_id = ?');
    this.orderByCart = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE cart_id = ?');
    this.nextSeq = db.prepare<[], { seq: number }>('SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM orders');
    this.insertOrder = db.prepare(
      `INSERT INTO orders (seq, id, ref_id, cart_id, payment_id, owner_kind, owner_key, email, status, cancellation_reason, promo_code, created_at, updated_at, json)
       VALUES (@seq, @id, @refId, @cartId, @paymentId, @ownerKind, @ownerKey, @email, 'PROCESSING', NULL, @promoCode, @now, @now, @json)`,
    );
    this.setStatus = db.prepare('UPDATE orders SET status = ?, cancellation_reason = ?, updated_at = ? WHERE id = ?');
    this.ownerOrders = db.prepare<[string, string, string, number, number], OrderRow>(
      `SELECT o.* FROM orders o WHERE o.owner_kind = ? AND o.owner_key = ?
       AND o.status IN (SELECT value FROM json_each(?)) ORDER BY o.seq DESC LIMIT ? OFFSET ?`,
    );
    this.ownerOrderCount = db.prepare<[string, string, string], { n: number }>(
      'SELECT COUNT(*) AS n FROM orders WHERE owner_kind = ? AND owner_key = ? AND status IN (SELECT value FROM json_each(?))',
    );
    // Takes stock only when enough is left; the CHECK (quantity >= 0) is the last guard.
    this.takeStock = db.prepare(
      'UPDATE stock SET quantity = quantity - @quantity WHERE product_id = @productId AND variance_key = @varianceKey AND location_id = @location AND quantity >= @quantity',
    );
    this.returnStock = db.prepare(
      'UPDATE stock SET quantity = quantity + @quantity WHERE product_id = @productId AND variance_key = @varianceKey AND location_id = @location',
    );
    this.claimPromo = db.prepare('UPDATE promo_codes SET claimed = claimed + 1 WHERE code = ? AND (max_claims IS NULL OR claimed < max_claims)');
    this.forceClaimPromo = db.prepare('UPDATE promo_codes SET claimed = claimed + 1 WHERE code = ?');
    this.redeem = db.prepare(
      'INSERT INTO promo_redemptions (code, owner_kind, owner_key, email, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.paymentById = db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE id = ?');
    this.insertPayment = db.prepare(
      `INSERT INTO payments (id, cart_id, owner_kind, owner_key, status, amount, currency, snapshot, failure_reason, card_last4, order_id, created_at, updated_at)
       VALUES (@id, @cartId, @ownerKind, @ownerKey, 'PENDING', @amount, @currency, @snapshot, NULL, NULL, NULL, @now, @now)`,
    );
    // Only a pending payment can be settled: an outcome is recorded once.
    this.settlePayment = db.prepare(
      "UPDATE payments SET status = @status, failure_reason = @reason, card_last4 = COALESCE(@last4, card_last4), updated_at = @now WHERE id = @id AND status = 'PENDING'",
    );
    this.linkPayment = db.prepare('UPDATE payments SET order_id = ?, updated_at = ? WHERE id = ?');
    this.failPaidPayment = db.prepare(
      "UPDATE payments SET status = 'FAILED', failure_reason = ?, updated_at = ? WHERE id = ? AND status = 'PAID' AND order_id IS NULL",
    );
  }

  order(id: string): OrderRecord | undefined {
    const row = this.orderById.get(id);
    return row ? toOrder(row) : undefined;
  }

  orderByRefId(refId: string): OrderRecord | undefined {
    const row = this.orderByRef.get(refId);
    return row ? toOrder(row) : undefined;
  }

  orderOfCart(cartId: string): OrderRecord | undefined {
    const row = this.orderByCart.get(cartId);
    return row ? toOrder(row) : undefined;
  }

  ordersOf(owner: Pick<Shopper, 'kind' | 'key'>, statuses: readonly OrderStatus[], first: number, after: number): { orders: OrderRecord[]; total: number } {
    const list = JSON.stringify(statuses);
    return {
      orders: this.ownerOrders.all(owner.kind, owner.key, list, first, after).map(toOrder),
      total: this.ownerOrderCount.get(owner.kind, owner.key, list)?.n ?? 0,
    };
  }

  /** Takes the units of every tracked line at the draft's location; false when any line lacks stock (caller rolls back). */
  takeStockFor(draft: OrderDraft): boolean {
    for (const item of draft.items) {
      if (!item.tracked) continue;
      const taken = this.takeStock.run({ quantity: item.quantity, productId: item.productId, varianceKey: item.varianceKey, location: draft.inventoryLocation });
      if (taken.changes !== 1) return false;
    }
    return true;
  }

  returnStockFor(draft: OrderDraft): void {
    for (const item of draft.items) {
      if (item.tracked) this.returnStock.run({ quantity: item.quantity, productId: item.productId, varianceKey: item.varianceKey, location: draft.inventoryLocation });
    }
  }

  /** Counts a claim of a code; `force` honours a claim already paid for even past the maximum. */
  claim(code: string, force: boolean): boolean {
    return (force ? this.forceClaimPromo : this.claimPromo).run(code).changes === 1;
  }

  insert(draft: OrderDraft, owner: Pick<Shopper, 'kind' | 'key'>, prefix: string, paymentId: string | null, now: Date): OrderRecord {
    const seq = this.nextSeq.get()?.seq ?? 1;
    const id = newId('ord');
    this.insertOrder.run({
      seq,
      id,
      refId: `${prefix}-${FIRST_REF + seq - 1}`,
      cartId: draft.cartId,
      paymentId,
      ownerKind: owner.kind,
      ownerKey: owner.key,
      email: draft.email,
      promoCode: draft.promoCode,
      now: now.toISOString(),
      json: JSON.stringify(draft),
    });
    if (draft.promoCode) this.redeem.run(draft.promoCode, owner.kind, owner.key, draft.email, id, now.toISOString());
    const created = this.order(id);
    if (!created) throw new Error('order vanished after insert');
    return created;
  }

  updateStatus(id: string, status: OrderStatus, reason: string | null, now: Date): void {
    this.setStatus.run(status, reason, now.toISOString(), id);
  }

  payment(id: string): PaymentRecord | undefined {
    const row = this.paymentById.get(id);
    return row ? toPayment(row) : undefined;
  }

  createPayment(owner: Pick<Shopper, 'kind' | 'key'>, draft: OrderDraft, now: Date): PaymentRecord {
    const id = newId('pay');
    this.insertPayment.run({
      id,
      cartId: draft.cartId,
      ownerKind: owner.kind,
      ownerKey: owner.key,
      amount: draft.total,
      currency: draft.currency,
      snapshot: JSON.stringify(draft),
      now: now.toISOString(),
    });
    const created = this.payment(id);
    if (!created) throw new Error('payment vanished after insert');
    return created;
  }

  /** Records the outcome of a pending payment; false when it was already settled. */
  settle(id: string, status: Exclude<PaymentStatus, 'PENDING'>, reason: string | null, last4: string | null, now: Date): boolean {
    return this.settlePayment.run({ id, status, reason, last4, now: now.toISOString() }).changes === 1;
  }

  /** A paid payment whose order could not be placed (sold out meanwhile): recorded as failed. */
  failPaid(id: string, reason: string, now: Date): void {
    this.failPaidPayment.run(reason, now.toISOString(), id);
  }

  linkOrder(paymentId: string, orderId: string, now: Date): void {
    this.linkPayment.run(orderId, now.toISOString(), paymentId);
  }
}
