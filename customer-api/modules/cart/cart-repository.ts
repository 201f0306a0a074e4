import { reducedLine, type CartStatus, type ReducedLine } from '../../../lib/api/cart-schemas';
import type { Product } from '../../../lib/api/schemas';
import type { Db } from '../../core/database';
import { newId } from '../../core/ids';
import type { Shopper } from '../../core/request-scope';
import { checkoutFields, parseCheckout, type CheckoutFields } from './checkout-fields';

export interface CartRecord {
  id: string;
  ownerKind: Shopper['kind'];
  ownerKey: string;
  status: CartStatus;
  currency: string;
  inventoryLocation: string | null;
  promoCode: string | null;
  checkout: CheckoutFields;
  paymentId: string | null;
  lastOrderId: string | null;
  /** Lines the sign-in merge reduced to the stock (shown until the shopper changes them). */
  signInNotice: ReducedLine[];
}

export interface CartLineRecord {
  productId: string;
  varianceKey: string;
  quantity: number;
  /** The product as it was when added: shown when it is later disabled or removed. */
  snapshot: Product;
}

interface CartRow {
  id: string;
  owner_kind: Shopper['kind'];
  owner_key: string;
  status: CartStatus;
  currency: string;
  inventory_location: string | null;
  promo_code: string | null;
  checkout: string;
  payment_id: string | null;
  last_order_id: string | null;
  sign_in_notice: string | null;
}

interface LineRow {
  product_id: string;
  variance_key: string;
  quantity: number;
  snapshot: string;
}

const toCart = (r: CartRow): CartRecord => ({
  id: r.id,
  ownerKind: r.owner_kind,
  ownerKey: r.owner_key,
  status: r.status,
  currency: r.currency,
  inventoryLocation: r.inventory_location,
  promoCode: r.promo_code,
  checkout: parseCheckout(r.checkout),
  paymentId: r.payment_id,
  lastOrderId: r.last_order_id,
  signInNotice: r.sign_in_notice === null ? [] : reducedLine.array().catch([]).parse(JSON.parse(r.sign_in_notice)),
});

/** Most lines a cart may hold; keeps every cart view bounded. */
export const MAX_CART_LINES = 100;

/** Carts and their lines. Callers wrap multi-step changes in a transaction. */
export class CartRepository {
  private readonly byOwner;
  private readonly byId;
  private readonly insertCart;
  private readonly lines;
  private readonly line;
  private readonly upsertLine;
  private readonly deleteLine;
  private readonly deleteLines;
  private readonly countLines;
  /** UPDATE statements by the set of columns they write (a handful of shapes). */
  private readonly updates = new Map<string, ReturnType<Db['prepare']>>();

  constructor(private readonly db: Db) {
    // The cart in progress first, else the most recently placed one.
    this.byOwner = db.prepare<[string, string], CartRow>(
      `SELECT * FROM carts WHERE owner_kind = ? AND owner_key = ?
       ORDER BY status = 'ORDER_PLACED', rowid DESC LIMIT 1`,
    );
    this.byId = db.prepare<[string], CartRow>('SELECT * FROM carts WHERE id = ?');
    this.insertCart = db.prepare(
      `INSERT INTO carts (id, owner_kind, owner_key, status, currency, inventory_location, promo_code, checkout, payment_id, last_order_id, created_at, updated_at)
       VALUES (@id, @ownerKind, @ownerKey, 'OPEN', @currency, @inventoryLocation, NULL, @checkout, NULL, NULL, @now, @now)`,
    );
    this.lines = db.prepare<[string], LineRow>(
      'SELECT product_id, variance_key, quantity, snapshot FROM cart_items WHERE cart_id = ? ORDER BY position, product_id, variance_key',
    );
    this.line = db.prepare<[string, string, string], LineRow>(
      'SELECT product_id, variance_key, quantity, snapshot FROM cart_items WHERE cart_id = ? AND product_id = ? AND variance_key = ?',
    );
    this.upsertLine = db.prepare(
      `INSERT INTO cart_items (cart_id, product_id, variance_key, quantity, position, snapshot)
       VALUES (@cartId, @productId, @varianceKey, @quantity,
               (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_items WHERE cart_id = @cartId), @snapshot)
       ON CONFLICT (cart_id, product_id, variance_key) DO UPDATE SET quantity = excluded.quantity, snapshot = excluded.snapshot`,
    );
    this.deleteLine = db.prepare('DELETE FROM cart_items WHERE cart_id = ? AND product_id = ? AND variance_key = ?');
    this.deleteLines = db.prepare('DELETE FROM cart_items WHERE cart_id = ?');
    this.countLines = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ?');
  }

  /** The owner's cart in progress, else their last placed cart, else undefined. */
  forOwner(owner: Pick<Shopper, 'kind' | 'key'>): CartRecord | undefined {
    const row = this.byOwner.get(owner.kind, owner.key);
    return row ? toCart(row) : undefined;
  }

  get(id: string): CartRecord | undefined {
    const row = this.byId.get(id);
    return row ? toCart(row) : undefined;
  }

  create(
    owner: Pick<Shopper, 'kind' | 'key'>,
    init: { currency: string; inventoryLocation: string | null; checkout?: Partial<CheckoutFields> },
    now: Date,
  ): CartRecord {
    const id = newId('cart');
    this.insertCart.run({
      id,
      ownerKind: owner.kind,
      ownerKey: owner.key,
      currency: init.currency,
      inventoryLocation: init.inventoryLocation,
      checkout: JSON.stringify(checkoutFields.parse(init.checkout ?? {})),
      now: now.toISOString(),
    });
    const created = this.get(id);
    if (!created) throw new Error('cart vanished after insert');
    return created;
  }

  /** Writes the changed columns of a cart. */
  update(
    id: string,
    change: Partial<
      Pick<
        CartRecord,
        | 'status'
        | 'currency'
        | 'inventoryLocation'
        | 'promoCode'
        | 'checkout'
        | 'paymentId'
        | 'lastOrderId'
        | 'ownerKind'
        | 'ownerKey'
        | 'signInNotice'
      >
    >,
    now: Date,
  ): void {
    const columns: Record<string, string | null> = {};
    if (change.status !== undefined) columns.status = change.status;
    if (change.currency !== undefined) columns.currency = change.currency;
    if (change.inventoryLocation !== undefined) columns.inventory_location = change.inventoryLocation;
    if (change.promoCode !== undefined) columns.promo_code = change.promoCode;
    if (change.checkout !== undefined) columns.checkout = JSON.stringify(change.checkout);
    if (change.paymentId !== undefined) columns.payment_id = change.paymentId;
    if (change.lastOrderId !== undefined) columns.last_order_id = change.lastOrderId;
    if (change.ownerKind !== undefined) columns.owner_kind = change.ownerKind;
    if (change.ownerKey !== undefined) columns.owner_key = change.ownerKey;
    if (change.signInNotice !== undefined)
      columns.sign_in_notice = change.signInNotice.length > 0 ? JSON.stringify(change.signInNotice) : null;
    columns.updated_at = now.toISOString();
    const names = Object.keys(columns);
    // Column names come from the fixed list above, never from input.
    const sql = `UPDATE carts SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`;
    let statement = this.updates.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.updates.set(sql, statement);
    }
    statement.run({ ...columns, id });
  }

  lineList(cartId: string): CartLineRecord[] {
    return this.lines.all(cartId).map((r) => ({
      productId: r.product_id,
      varianceKey: r.variance_key,
      quantity: r.quantity,
      snapshot: JSON.parse(r.snapshot) as Product,
    }));
  }

  lineQuantity(cartId: string, productId: string, varianceKey: string): number {
    return this.line.get(cartId, productId, varianceKey)?.quantity ?? 0;
  }

  lineCount(cartId: string): number {
    return this.countLines.get(cartId)?.n ?? 0;
  }

  putLine(cartId: string, productId: string, varianceKey: string, quantity: number, snapshot: Product): void {
    this.upsertLine.run({ cartId, productId, varianceKey, quantity, snapshot: JSON.stringify(snapshot) });
  }

  removeLine(cartId: string, productId: string, varianceKey: string): boolean {
    return this.deleteLine.run(cartId, productId, varianceKey).changes > 0;
  }

  clearLines(cartId: string): void {
    this.deleteLines.run(cartId);
  }
}
