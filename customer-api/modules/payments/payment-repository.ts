import type { Db } from '../../core/database';
import { newId } from '../../core/ids';
import type { Shopper } from '../../core/request-scope';
import { orderDraft, type OrderDraft } from '../orders/order-draft';

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

/** Card payments of the hosted payment page. Callers run changes inside their transaction. */
export class PaymentRepository {
  private readonly paymentById;
  private readonly insertPayment;
  private readonly settlePayment;
  private readonly linkPayment;
  private readonly failPaidPayment;

  constructor(db: Db) {
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
