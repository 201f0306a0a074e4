import type { Db } from '../core/database';
import { COMMERCE_SETTINGS_KEY, commerceRules, commerceSeed, type CommerceSeed } from '../modules/cart/commerce-config';

/**
 * Replaces the promo codes, delivery plans and commerce rules. Redemptions made by shoppers stay,
 * so 'already used' survives a reseed; claim counters start from the seed's numbers.
 */
export function writeCommerceSeed(db: Db, input: CommerceSeed): void {
  const seed = commerceSeed.parse(input);
  const rules = commerceRules.parse(seed);
  const putSetting = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  const putPromo = db.prepare('INSERT INTO promo_codes (code, json, max_claims, claimed) VALUES (?, ?, ?, ?)');
  const putPlan = db.prepare('INSERT INTO delivery_plans (id, zone, position, json) VALUES (?, ?, ?, ?)');
  const seededRedemption = db.prepare(
    "INSERT INTO promo_redemptions (code, owner_kind, owner_key, email, order_id, created_at) VALUES (?, NULL, NULL, ?, NULL, 'seed')",
  );
  db.transaction(() => {
    db.prepare('DELETE FROM promo_codes').run();
    db.prepare('DELETE FROM delivery_plans').run();
    db.prepare("DELETE FROM promo_redemptions WHERE created_at = 'seed'").run();
    putSetting.run(COMMERCE_SETTINGS_KEY, JSON.stringify(rules));
    for (const promo of seed.promoCodes) {
      putPromo.run(promo.code, JSON.stringify(promo), promo.maxClaims, promo.claimed);
      for (const email of promo.usedByEmails) seededRedemption.run(promo.code, email);
    }
    seed.plans.forEach((plan, i) => putPlan.run(plan.id, plan.zone, i, JSON.stringify(plan)));
  })();
}
