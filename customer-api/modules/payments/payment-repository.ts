import type { Db } from '../../core/database';
import { newId } from '../../core/ids';
import type { Shopper } from '../../core/request-scope';
import { orderDraft, type OrderDraft } from '../orders/order-draft';

/**
 * PENDING until the hosted page records an outcome or it expires; PAID until its order is placed,
 * or VOIDED (refunded) when the order cannot be placed; FAILED (declined), CANCELLED, EXPIRED end it.
 */
export type PaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'VOIDED';

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
  /** A pending payment (and its hosted page link) ends here. */
  expiresAt: Date;
  /** Paying with this saved card: the hosted page asks for its security code only. */
  savedCardId: string | null;
  /** The shopper asked at checkout to save the card (the hosted page's box starts ticked). */
  saveCard: boolean;
  voidedAt: string | null;
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
  expires_at: string;
  saved_card_id: string | null;
  save_card: number;
  voided_at: string | null;
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
  expiresAt: new Date(r.expires_at),
  savedCardId: r.saved_card_id,
  saveCard: r.save_card === 1,
  voidedAt: r.voided_at,
});

export interface NewPayment {
  expiresAt: Date;
  savedCardId: string | null;
  saveCard: boolean;
}

/** Card payments of the hosted payment page. Callers run changes inside their transaction. */
export class PaymentRepository {
  private readonly paymentById;
  private readonly insertPayment;
  private readonly settlePayment;
  private readonly linkPayment;
  private readonly voidPaidPayment;
  private readonly pendingDue;
  private readonly paidDue;
  private readonly changeOwner;

  constructor(db: Db) {
    this.paymentById = db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE id = ?');
    this.insertPayment = db.prepare(
      `INSERT INTO payments (id, cart_id, owner_kind, owner_key, status, amount, currency, snapshot, failure_reason, card_last4, order_id, expires_at, saved_card_id, save_card, created_at, updated_at)
       VALUES (@id, @cartId, @ownerKind, @ownerKey, 'PENDING', @amount, @currency, @snapshot, NULL, NULL, NULL, @expiresAt, @savedCardId, @saveCard, @now, @now)`,
    );
    // Only a pending payment can be settled: an outcome is recorded once.
    this.settlePayment = db.prepare(
      "UPDATE payments SET status = @status, failure_reason = @reason, card_last4 = COALESCE(@last4, card_last4), updated_at = @now WHERE id = @id AND status = 'PENDING'",
    );
    this.linkPayment = db.prepare('UPDATE payments SET order_id = ?, updated_at = ? WHERE id = ?');
    this.voidPaidPayment = db.prepare(
      "UPDATE payments SET status = 'VOIDED', failure_reason = @reason, voided_at = @now, updated_at = @now WHERE id = @id AND status = 'PAID' AND order_id IS NULL",
    );
    this.pendingDue = db.prepare<[string], { id: string }>(
      "SELECT id FROM payments WHERE status = 'PENDING' AND expires_at <= ? ORDER BY expires_at LIMIT 500",
    );
    this.paidDue = db.prepare<[string], { id: string }>(
      "SELECT id FROM payments WHERE status = 'PAID' AND order_id IS NULL AND expires_at <= ? ORDER BY expires_at LIMIT 500",
    );
    this.changeOwner = db.prepare(
      'UPDATE payments SET owner_kind = @toKind, owner_key = @toKey, updated_at = @now WHERE id = @id AND owner_kind = @fromKind AND owner_key = @fromKey',
    );
  }

  /** Hands a payment from one owner to another (a guest who signed in while paying); false when `from` does not own it. */
  reassign(id: string, from: Pick<Shopper, 'kind' | 'key'>, to: Pick<Shopper, 'kind' | 'key'>, now: Date): boolean {
    return (
      this.changeOwner.run({ id, fromKind: from.kind, fromKey: from.key, toKind: to.kind, toKey: to.key, now: now.toISOString() })
        .changes === 1
    );
  }

  payment(id: string): PaymentRecord | undefined {
    const row = this.paymentById.get(id);
    return row ? toPayment(row) : undefined;
  }

  createPayment(owner: Pick<Shopper, 'kind' | 'key'>, draft: OrderDraft, now: Date, options: NewPayment): PaymentRecord {
    const id = newId('pay');
    this.insertPayment.run({
      id,
      cartId: draft.cartId,
      ownerKind: owner.kind,
      ownerKey: owner.key,
      amount: draft.total,
      currency: draft.currency,
      snapshot: JSON.stringify(draft),
      expiresAt: options.expiresAt.toISOString(),
      savedCardId: options.savedCardId,
      saveCard: options.saveCard ? 1 : 0,
      now: now.toISOString(),
    });
    const created = this.payment(id);
    if (!created) throw new Error('payment vanished after insert');
    return created;
  }

  /** Records the outcome of a pending payment; false when it was already settled. */
  settle(
    id: string,
    status: Exclude<PaymentStatus, 'PENDING' | 'VOIDED'>,
    reason: string | null,
    last4: string | null,
    now: Date,
  ): boolean {
    return this.settlePayment.run({ id, status, reason, last4, now: now.toISOString() }).changes === 1;
  }

  /** A paid payment whose order could not be placed: refunded in full and recorded as VOIDED with the reason. */
  voidPaid(id: string, reason: string, now: Date): boolean {
    return this.voidPaidPayment.run({ id, reason, now: now.toISOString() }).changes === 1;
  }

  linkOrder(paymentId: string, orderId: string, now: Date): void {
    this.linkPayment.run(orderId, now.toISOString(), paymentId);
  }

  /** Ids of pending payments whose time is up (at most 500 per sweep). */
  dueForExpiry(now: Date): string[] {
    return this.pendingDue.all(now.toISOString()).map((r) => r.id);
  }

  /** Ids of paid payments still without an order at the end of their hold: the shopper never came back (at most 500 per sweep). */
  paidWithoutOrderDue(now: Date): string[] {
    return this.paidDue.all(now.toISOString()).map((r) => r.id);
  }
}
