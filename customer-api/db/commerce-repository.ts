import type { Product } from '../../lib/api/schemas';
import { toProduct } from '../catalogue/product-view';
import type { StoredProduct, StoredVariant } from '../catalogue/stored';
import {
  commerceRules,
  deliveryPlanRecord,
  promoCodeRecord,
  type CommerceRules,
  type DeliveryPlanRecord,
  type PromoCodeRecord,
} from '../commerce/commerce-config';
import type { Shopper } from '../commerce/checkout-fields';
import { COMMERCE_SETTINGS_KEY } from './commerce-seed-writer';
import type { Db } from './open';

/** A variant as the cart sees it, disabled products included (they become cart warnings). */
export interface CartProduct {
  product: Product;
  enabled: boolean;
  trackQuantity: boolean;
  /** Units at the location; null when stock is not tracked. */
  stock: number | null;
  tags: string[];
}

const FALLBACK_RULES: CommerceRules = {
  taxRate: 0,
  orderRefPrefix: 'OR',
  deliverySchedule: { openHours: [], exceptions: [] },
  zones: [],
};

/** Reads the cart needs beside its own tables: products (any state), stock, promo codes, plans, rules. */
export class CommerceRepository {
  private readonly productRow;
  private readonly variantRow;
  private readonly defaultVariantRow;
  private readonly stockRow;
  private readonly promoRow;
  private readonly redemptionByOwner;
  private readonly redemptionByEmail;
  private readonly plansOfZone;
  private readonly planRow;
  private readonly settingRow;
  private rulesCache: { raw: string; rules: CommerceRules } | undefined;

  constructor(db: Db) {
    this.productRow = db.prepare<[string], { json: string; enabled: number }>('SELECT json, enabled FROM products WHERE id = ?');
    this.variantRow = db.prepare<[string, string], { json: string }>('SELECT json FROM variants WHERE product_id = ? AND variance_key = ?');
    this.defaultVariantRow = db.prepare<[string], { json: string }>('SELECT json FROM variants WHERE product_id = ? AND is_default = 1');
    this.stockRow = db.prepare<[string, string, string], { quantity: number }>(
      'SELECT quantity FROM stock WHERE product_id = ? AND variance_key = ? AND location_id = ?',
    );
    this.promoRow = db.prepare<[string], { json: string; max_claims: number | null; claimed: number }>(
      'SELECT json, max_claims, claimed FROM promo_codes WHERE code = ?',
    );
    this.redemptionByOwner = db.prepare<[string, string, string], { n: number }>(
      'SELECT COUNT(*) AS n FROM promo_redemptions WHERE code = ? AND owner_kind = ? AND owner_key = ?',
    );
    this.redemptionByEmail = db.prepare<[string, string], { n: number }>(
      'SELECT COUNT(*) AS n FROM promo_redemptions WHERE code = ? AND email = ?',
    );
    this.plansOfZone = db.prepare<[string], { json: string }>('SELECT json FROM delivery_plans WHERE zone = ? ORDER BY position');
    this.planRow = db.prepare<[string], { json: string }>('SELECT json FROM delivery_plans WHERE id = ?');
    this.settingRow = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  }

  /**
   * A variant of a product at a location. An empty variance key means the default variant.
   * Undefined when the product or the variant does not exist at all.
   */
  cartProduct(productId: string, varianceKey: string, location: string | null): CartProduct | undefined {
    const row = this.productRow.get(productId);
    if (!row) return undefined;
    const variantRow = varianceKey === '' ? (this.variantRow.get(productId, '') ?? this.defaultVariantRow.get(productId)) : this.variantRow.get(productId, varianceKey);
    if (!variantRow) return undefined;
    const stored = JSON.parse(row.json) as StoredProduct;
    const variant = JSON.parse(variantRow.json) as StoredVariant;
    const units = location === null ? 0 : (this.stockRow.get(productId, variant.varianceKey, location)?.quantity ?? 0);
    return {
      product: toProduct(stored, variant, units),
      enabled: row.enabled === 1,
      trackQuantity: stored.trackQuantity,
      stock: stored.trackQuantity ? units : null,
      // Same tags search uses (cat/…, brand/…), read from the product itself.
      tags: [...stored.category.map((c) => `cat/${c.primaryTag}`), `brand/${stored.brand.tag}`],
    };
  }

  promo(code: string): { record: PromoCodeRecord; claimsLeft: boolean } | undefined {
    const row = this.promoRow.get(code);
    if (!row) return undefined;
    const parsed = promoCodeRecord.safeParse(JSON.parse(row.json));
    if (!parsed.success) return undefined;
    return { record: parsed.data, claimsLeft: row.max_claims === null || row.claimed < row.max_claims };
  }

  /** Whether this owner, or anyone with this email, has redeemed the code. */
  promoUsed(code: string, owner: Pick<Shopper, 'kind' | 'key'>, email: string | null): boolean {
    if ((this.redemptionByOwner.get(code, owner.kind, owner.key)?.n ?? 0) > 0) return true;
    return email !== null && (this.redemptionByEmail.get(code, email)?.n ?? 0) > 0;
  }

  plansOf(zone: string): DeliveryPlanRecord[] {
    return this.plansOfZone.all(zone).flatMap((r) => {
      const parsed = deliveryPlanRecord.safeParse(JSON.parse(r.json));
      return parsed.success ? [parsed.data] : [];
    });
  }

  plan(id: string): DeliveryPlanRecord | undefined {
    const row = this.planRow.get(id);
    if (!row) return undefined;
    const parsed = deliveryPlanRecord.safeParse(JSON.parse(row.json));
    return parsed.success ? parsed.data : undefined;
  }

  /** The merchant's commerce rules; neutral defaults before the first seed. */
  rules(): CommerceRules {
    const raw = this.settingRow.get(COMMERCE_SETTINGS_KEY)?.value;
    if (raw === undefined) return FALLBACK_RULES;
    if (this.rulesCache?.raw !== raw) {
      const parsed = commerceRules.safeParse(JSON.parse(raw));
      this.rulesCache = { raw, rules: parsed.success ? parsed.data : FALLBACK_RULES };
    }
    return this.rulesCache.rules;
  }
}
