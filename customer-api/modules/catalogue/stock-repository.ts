import type { Product } from '../../../lib/api/schemas';
import type { Db } from '../../core/database';
import { toProduct } from './product-view';
import type { StoredProduct, StoredVariant } from './stored';

/** A variant as a cart sees it at one location, disabled products included (they become cart warnings). */
export interface VariantAtLocation {
  product: Product;
  enabled: boolean;
  trackQuantity: boolean;
  /** Units at the location; null when stock is not tracked. */
  stock: number | null;
  tags: string[];
}

/** One line of stock to take or give back; untracked products move nothing. */
export interface StockLine {
  productId: string;
  varianceKey: string;
  quantity: number;
  tracked: boolean;
}

/** Variants at a location and the stock movements of orders. Callers run movements inside their transaction. */
export class StockRepository {
  private readonly productRow;
  private readonly variantRow;
  private readonly defaultVariantRow;
  private readonly stockRow;
  private readonly takeStock;
  private readonly returnStock;
  private readonly insertHold;
  private readonly holdRows;
  private readonly heldRow;
  private readonly deleteHold;

  constructor(db: Db) {
    this.productRow = db.prepare<[string], { json: string; enabled: number }>('SELECT json, enabled FROM products WHERE id = ?');
    this.variantRow = db.prepare<[string, string], { json: string }>('SELECT json FROM variants WHERE product_id = ? AND variance_key = ?');
    this.defaultVariantRow = db.prepare<[string], { json: string }>('SELECT json FROM variants WHERE product_id = ? AND is_default = 1');
    this.stockRow = db.prepare<[string, string, string], { quantity: number }>(
      'SELECT quantity FROM stock WHERE product_id = ? AND variance_key = ? AND location_id = ?',
    );
    // Takes stock only when enough is left; the CHECK (quantity >= 0) is the last guard.
    this.takeStock = db.prepare(
      'UPDATE stock SET quantity = quantity - @quantity WHERE product_id = @productId AND variance_key = @varianceKey AND location_id = @location AND quantity >= @quantity',
    );
    this.returnStock = db.prepare(
      'UPDATE stock SET quantity = quantity + @quantity WHERE product_id = @productId AND variance_key = @varianceKey AND location_id = @location',
    );
    this.insertHold = db.prepare(
      'INSERT INTO stock_holds (hold_id, product_id, variance_key, location_id, quantity) VALUES (@holdId, @productId, @varianceKey, @location, @quantity)',
    );
    this.holdRows = db.prepare<[string], { product_id: string; variance_key: string; location_id: string; quantity: number }>(
      'SELECT product_id, variance_key, location_id, quantity FROM stock_holds WHERE hold_id = ?',
    );
    this.heldRow = db.prepare<[string, string, string, string], { quantity: number }>(
      'SELECT quantity FROM stock_holds WHERE hold_id = ? AND product_id = ? AND variance_key = ? AND location_id = ?',
    );
    this.deleteHold = db.prepare('DELETE FROM stock_holds WHERE hold_id = ?');
  }

  /**
   * A variant of a product at a location. An empty variance key means the default variant.
   * Undefined when the product or the variant does not exist at all.
   */
  variantAt(productId: string, varianceKey: string, location: string | null, holdId: string | null = null): VariantAtLocation | undefined {
    const row = this.productRow.get(productId);
    if (!row) return undefined;
    const variantRow =
      varianceKey === ''
        ? (this.variantRow.get(productId, '') ?? this.defaultVariantRow.get(productId))
        : this.variantRow.get(productId, varianceKey);
    if (!variantRow) return undefined;
    const stored = JSON.parse(row.json) as StoredProduct;
    const variant = JSON.parse(variantRow.json) as StoredVariant;
    const free = location === null ? 0 : (this.stockRow.get(productId, variant.varianceKey, location)?.quantity ?? 0);
    // The units a payment holds still count as there for the cart that holds them.
    const held =
      location !== null && holdId !== null ? (this.heldRow.get(holdId, productId, variant.varianceKey, location)?.quantity ?? 0) : 0;
    const units = free + held;
    return {
      product: toProduct(stored, variant, units),
      enabled: row.enabled === 1,
      trackQuantity: stored.trackQuantity,
      stock: stored.trackQuantity ? units : null,
      // Same tags search uses (cat/…, brand/…), read from the product itself.
      tags: [...stored.category.map((c) => `cat/${c.primaryTag}`), `brand/${stored.brand.tag}`],
    };
  }

  /** Takes the units of every tracked line at the location; false when any line lacks stock (caller rolls back). */
  take(lines: readonly StockLine[], location: string): boolean {
    for (const line of lines) {
      if (!line.tracked) continue;
      const taken = this.takeStock.run({ quantity: line.quantity, productId: line.productId, varianceKey: line.varianceKey, location });
      if (taken.changes !== 1) return false;
    }
    return true;
  }

  putBack(lines: readonly StockLine[], location: string): void {
    for (const line of lines) {
      if (line.tracked)
        this.returnStock.run({ quantity: line.quantity, productId: line.productId, varianceKey: line.varianceKey, location });
    }
  }

  /** Takes the stock of every tracked line and remembers it under `holdId`; false when any line lacks stock (caller rolls back). */
  hold(holdId: string, lines: readonly StockLine[], location: string): boolean {
    if (!this.take(lines, location)) return false;
    for (const line of lines) {
      if (line.tracked)
        this.insertHold.run({ holdId, productId: line.productId, varianceKey: line.varianceKey, location, quantity: line.quantity });
    }
    return true;
  }

  /** Gives the held units back to the shelf; false when nothing was held (released already, or never). */
  releaseHold(holdId: string): boolean {
    const rows = this.holdRows.all(holdId);
    for (const r of rows)
      this.returnStock.run({ quantity: r.quantity, productId: r.product_id, varianceKey: r.variance_key, location: r.location_id });
    this.deleteHold.run(holdId);
    return rows.length > 0;
  }

  /** The held units go with the order: forgets the hold, the stock stays taken. False when nothing was held. */
  keepHold(holdId: string): boolean {
    return this.deleteHold.run(holdId).changes > 0;
  }
}
