import type { OrderStatus } from '../../../lib/api/cart-schemas';
import type { Db } from '../../core/database';
import { newId } from '../../core/ids';
import type { Shopper } from '../../core/request-scope';
import { orderDraft, type OrderDraft, type OrderRecord } from './order-draft';

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

/** First order reference number; refIds read like 'LL-100001'. */
const FIRST_REF = 100_001;

/** Orders. Callers run placement inside one transaction. */
export class OrderRepository {
  private readonly orderById;
  private readonly orderByRef;
  private readonly orderByCart;
  private readonly nextSeq;
  private readonly insertOrder;
  private readonly setStatus;
  private readonly ownerOrders;
  private readonly ownerOrderCount;
  private readonly changeOwner;

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
    this.changeOwner = db.prepare(
      'UPDATE orders SET owner_kind = @toKind, owner_key = @toKey, updated_at = @now WHERE id = @id AND owner_kind = @fromKind AND owner_key = @fromKey',
    );
  }

  /** Hands an order from one owner to another (a guest who signed in); false when `from` does not own it. */
  reassign(id: string, from: Pick<Shopper, 'kind' | 'key'>, to: Pick<Shopper, 'kind' | 'key'>, now: Date): boolean {
    return (
      this.changeOwner.run({ id, fromKind: from.kind, fromKey: from.key, toKind: to.kind, toKey: to.key, now: now.toISOString() })
        .changes === 1
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

  ordersOf(
    owner: Pick<Shopper, 'kind' | 'key'>,
    statuses: readonly OrderStatus[],
    first: number,
    after: number,
  ): { orders: OrderRecord[]; total: number } {
    const list = JSON.stringify(statuses);
    return {
      orders: this.ownerOrders.all(owner.kind, owner.key, list, first, after).map(toOrder),
      total: this.ownerOrderCount.get(owner.kind, owner.key, list)?.n ?? 0,
    };
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
    const created = this.order(id);
    if (!created) throw new Error('order vanished after insert');
    return created;
  }

  updateStatus(id: string, status: OrderStatus, reason: string | null, now: Date): void {
    this.setStatus.run(status, reason, now.toISOString(), id);
  }
}
