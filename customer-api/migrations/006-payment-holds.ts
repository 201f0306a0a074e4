import type { Migration } from '../core/migrate';

/**
 * Card payments hold their stock from the start until the order is placed or the payment ends
 * (declined, cancelled, expired, voided): `stock_holds` (one row per held line, keyed by the payment
 * id) and, on `payments`, the expiry of a pending payment, the saved card it uses or the shopper's
 * wish to save the card, and two more statuses, EXPIRED and VOIDED (paid, then refunded because
 * the order could not be placed). SQLite cannot change a CHECK, so `payments` is rebuilt.
 */
const paymentHolds: Migration = {
  version: 6,
  name: 'payment-holds',
  up: (db) =>
    db.exec(`
      CREATE TABLE payments_next (
        id TEXT PRIMARY KEY,
        cart_id TEXT NOT NULL REFERENCES carts (id),
        owner_kind TEXT NOT NULL,
        owner_key TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'VOIDED')),
        amount REAL NOT NULL CHECK (amount >= 0),
        currency TEXT NOT NULL,
        snapshot TEXT NOT NULL,
        failure_reason TEXT,
        card_last4 TEXT,
        order_id TEXT,
        expires_at TEXT NOT NULL,
        saved_card_id TEXT,
        save_card INTEGER NOT NULL DEFAULT 0 CHECK (save_card IN (0, 1)),
        voided_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      -- Payments of earlier builds held no stock; a pending one expires at once.
      INSERT INTO payments_next (id, cart_id, owner_kind, owner_key, status, amount, currency, snapshot, failure_reason, card_last4, order_id, expires_at, created_at, updated_at)
        SELECT id, cart_id, owner_kind, owner_key, status, amount, currency, snapshot, failure_reason, card_last4, order_id, created_at, created_at, updated_at FROM payments;
      DROP TABLE payments;
      ALTER TABLE payments_next RENAME TO payments;
      CREATE INDEX payments_by_cart ON payments (cart_id);
      CREATE INDEX payments_pending_by_expiry ON payments (expires_at) WHERE status = 'PENDING';

      CREATE TABLE stock_holds (
        hold_id TEXT NOT NULL,
        product_id TEXT NOT NULL,
        variance_key TEXT NOT NULL,
        location_id TEXT NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        PRIMARY KEY (hold_id, product_id, variance_key)
      ) WITHOUT ROWID;
    `),
};

export default paymentHolds;
