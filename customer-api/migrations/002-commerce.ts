import type { Migration } from '../core/migrate';

/**
 * Carts, payments, orders and the seeded commerce rules (promo codes, delivery plans).
 * No foreign keys to products: a reseed replaces the catalogue while carts and orders stay.
 */
const commerce: Migration = {
  version: 2,
  name: 'commerce',
  up: (db) =>
    db.exec(`
      CREATE TABLE promo_codes (
        code TEXT PRIMARY KEY COLLATE NOCASE,
        json TEXT NOT NULL,
        max_claims INTEGER CHECK (max_claims IS NULL OR max_claims >= 0),
        claimed INTEGER NOT NULL DEFAULT 0 CHECK (claimed >= 0)
      ) WITHOUT ROWID;

      CREATE TABLE promo_redemptions (
        code TEXT NOT NULL COLLATE NOCASE,
        owner_kind TEXT,
        owner_key TEXT,
        email TEXT COLLATE NOCASE,
        order_id TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX promo_redemptions_by_code ON promo_redemptions (code, owner_kind, owner_key);

      CREATE TABLE delivery_plans (
        id TEXT PRIMARY KEY,
        zone TEXT NOT NULL,
        position INTEGER NOT NULL,
        json TEXT NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE carts (
        id TEXT PRIMARY KEY,
        owner_kind TEXT NOT NULL CHECK (owner_kind IN ('guest', 'user')),
        owner_key TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('OPEN', 'ON_PAYMENT', 'ORDER_PLACED')),
        currency TEXT NOT NULL,
        inventory_location TEXT,
        promo_code TEXT,
        checkout TEXT NOT NULL,
        payment_id TEXT,
        last_order_id TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      -- One cart in progress per owner; placed carts stay as the record of their order.
      CREATE UNIQUE INDEX carts_one_active_per_owner ON carts (owner_kind, owner_key) WHERE status <> 'ORDER_PLACED';
      CREATE INDEX carts_by_owner ON carts (owner_kind, owner_key);

      CREATE TABLE cart_items (
        cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
        product_id TEXT NOT NULL,
        variance_key TEXT NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        position INTEGER NOT NULL,
        snapshot TEXT NOT NULL,
        PRIMARY KEY (cart_id, product_id, variance_key)
      ) WITHOUT ROWID;

      CREATE TABLE payments (
        id TEXT PRIMARY KEY,
        cart_id TEXT NOT NULL REFERENCES carts (id),
        owner_kind TEXT NOT NULL,
        owner_key TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'CANCELLED')),
        amount REAL NOT NULL CHECK (amount >= 0),
        currency TEXT NOT NULL,
        snapshot TEXT NOT NULL,
        failure_reason TEXT,
        card_last4 TEXT,
        order_id TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX payments_by_cart ON payments (cart_id);

      CREATE TABLE orders (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        ref_id TEXT NOT NULL UNIQUE,
        -- A cart yields at most one order.
        cart_id TEXT NOT NULL UNIQUE REFERENCES carts (id),
        payment_id TEXT UNIQUE,
        owner_kind TEXT NOT NULL,
        owner_key TEXT NOT NULL,
        email TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN (
          'ON_PAYMENT', 'PAYMENT_FAILED', 'PROCESSING', 'READY_TO_PICKUP', 'READY_TO_DISPATCH', 'DISPATCHED', 'COMPLETED', 'CANCELLED'
        )),
        cancellation_reason TEXT,
        promo_code TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        json TEXT NOT NULL
      );
      CREATE INDEX orders_by_owner ON orders (owner_kind, owner_key, seq);
    `),
};

export default commerce;
