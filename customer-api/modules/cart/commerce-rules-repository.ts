import type { Db } from '../../core/database';
import { COMMERCE_SETTINGS_KEY, commerceRules, deliveryPlanRecord, type CommerceRules, type DeliveryPlanRecord } from './commerce-config';

const FALLBACK_RULES: CommerceRules = {
  taxRate: 0,
  orderRefPrefix: 'OR',
  deliverySchedule: { openHours: [], exceptions: [] },
  zones: [],
};

function parsedPlan(row: { json: string }): DeliveryPlanRecord[] {
  const parsed = deliveryPlanRecord.safeParse(JSON.parse(row.json));
  return parsed.success ? [parsed.data] : [];
}

/** The merchant's commerce rules (tax, order reference, delivery schedule and zones) and delivery plans. */
export class CommerceRulesRepository {
  private readonly plansOfZone;
  private readonly everyPlan;
  private readonly planRow;
  private readonly settingRow;
  private rulesCache: { raw: string; rules: CommerceRules } | undefined;

  constructor(db: Db) {
    this.plansOfZone = db.prepare<[string], { json: string }>('SELECT json FROM delivery_plans WHERE zone = ? ORDER BY position');
    this.everyPlan = db.prepare<[], { json: string }>('SELECT json FROM delivery_plans ORDER BY position');
    this.planRow = db.prepare<[string], { json: string }>('SELECT json FROM delivery_plans WHERE id = ?');
    this.settingRow = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  }

  plansOf(zone: string): DeliveryPlanRecord[] {
    return this.plansOfZone.all(zone).flatMap(parsedPlan);
  }

  /** Every plan of every zone, in the merchant's order. */
  plans(): DeliveryPlanRecord[] {
    return this.everyPlan.all().flatMap(parsedPlan);
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
