import type { Db } from '../../core/database';
import type { Shopper } from '../../core/request-scope';
import { promoCodeRecord, type PromoCodeRecord } from './commerce-config';

type Owner = Pick<Shopper, 'kind' | 'key'>;

/** Promo codes, their claim counters and who redeemed them. Callers count claims inside the order's transaction. */
export class PromoRepository {
  private readonly promoRow;
  private readonly redemptionByOwner;
  private readonly redemptionByEmail;
  private readonly claimPromo;
  private readonly redeemPromo;

  constructor(db: Db) {
    this.promoRow = db.prepare<[string], { json: string; max_claims: number | null; claimed: number }>(
      'SELECT json, max_claims, claimed FROM promo_codes WHERE code = ?',
    );
    this.redemptionByOwner = db.prepare<[string, string, string], { n: number }>(
      'SELECT COUNT(*) AS n FROM promo_redemptions WHERE code = ? AND owner_kind = ? AND owner_key = ?',
    );
    this.redemptionByEmail = db.prepare<[string, string], { n: number }>(
      'SELECT COUNT(*) AS n FROM promo_redemptions WHERE code = ? AND email = ?',
    );
    this.claimPromo = db.prepare(
      'UPDATE promo_codes SET claimed = claimed + 1 WHERE code = ? AND (max_claims IS NULL OR claimed < max_claims)',
    );
    this.redeemPromo = db.prepare(
      'INSERT INTO promo_redemptions (code, owner_kind, owner_key, email, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
  }

  promo(code: string): { record: PromoCodeRecord; claimsLeft: boolean } | undefined {
    const row = this.promoRow.get(code);
    if (!row) return undefined;
    const parsed = promoCodeRecord.safeParse(JSON.parse(row.json));
    if (!parsed.success) return undefined;
    return { record: parsed.data, claimsLeft: row.max_claims === null || row.claimed < row.max_claims };
  }

  /** Whether this owner, or anyone with this email, has redeemed the code. */
  promoUsed(code: string, owner: Owner, email: string | null): boolean {
    if ((this.redemptionByOwner.get(code, owner.kind, owner.key)?.n ?? 0) > 0) return true;
    return email !== null && (this.redemptionByEmail.get(code, email)?.n ?? 0) > 0;
  }

  /** Counts a claim of a code; false when its claims ran out. */
  claim(code: string): boolean {
    return this.claimPromo.run(code).changes === 1;
  }

  /** Records that an order used the code ('already used' for once-per-customer codes). */
  redeem(code: string, owner: Owner, email: string, orderId: string, now: Date): void {
    this.redeemPromo.run(code, owner.kind, owner.key, email, orderId, now.toISOString());
  }
}
