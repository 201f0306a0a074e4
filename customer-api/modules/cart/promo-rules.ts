import type { Promo, PromoReason } from '../../../lib/api/cart-schemas';
import type { PromoCodeRecord } from './commerce-config';
import { describeMoney, fromCents, toCents } from './money';

/** One cart line as promo rules see it. */
export interface PromoLine {
  productId: string;
  quantity: number;
  itemTotal: number;
  /** Search tags of the product (cat/…, brand/…). */
  tags: readonly string[];
}

export interface PromoFacts {
  currency: string;
  lines: readonly PromoLine[];
  now: Date;
  /** A signed-in customer (registered-only codes). */
  registered: boolean;
  /** This customer (session, user or email) has used the code before. */
  alreadyUsed: boolean;
  /** Claims still left under the code's maximum. */
  claimsLeft: boolean;
}

export interface PromoOutcome {
  promo: Promo;
  /** Discount in the cart's currency; 0 unless active. */
  discount: number;
  /** The spec §5 text for a code that does not apply; null when active. */
  message: string | null;
}

/** spec §5 'Invalid Promo code.': the one answer for a code that is unknown, disabled or not yet valid. */
export const INVALID_PROMO_MESSAGE = 'Invalid Promo code.';

/** spec §5: a once-per-customer code this shopper or the order's email has used. */
export const ALREADY_USED_MESSAGE = 'Entered promo code has already been used';

/** Reasons that refuse the code outright; the minimums leave it pending until the cart reaches them. */
export const REFUSING_REASONS: ReadonlySet<PromoReason> = new Set(['INVALID', 'EXPIRED', 'ALREADY_USED', 'REGISTERED_ONLY', 'MAX_CLAIMS']);

function outcome(
  code: string,
  record: PromoCodeRecord | undefined,
  currency: string,
  reason: PromoReason | null,
  message: string | null,
  discount = 0,
): PromoOutcome {
  const status: Promo['status'] =
    reason === null ? 'active' : reason === 'EXPIRED' ? 'expired' : REFUSING_REASONS.has(reason) ? 'inactive' : 'pending';
  const d = record?.discount;
  const limits = limitsOf(record, currency, reason);
  return {
    promo: {
      code: record?.code ?? code,
      status,
      reason,
      discountType: d ? d.type : null,
      discountValue: d ? (d.type === 'PERCENTAGE' ? d.percent : (d.amounts[currency] ?? null)) : null,
      minTotal: limits.minTotal,
      minCount: limits.minCount,
    },
    discount: reason === null ? discount : 0,
    message,
  };
}

/** The minimums to show: those of the failing condition, else the code's own. */
function limitsOf(
  record: PromoCodeRecord | undefined,
  currency: string,
  reason: PromoReason | null,
): { minTotal: number | null; minCount: number | null } {
  if (!record) return { minTotal: null, minCount: null };
  const own = record.minSubTotal?.[currency] ?? null;
  const related = record.related?.minSubTotal?.[currency] ?? null;
  if (reason === 'MIN_RELATED_SUB_TOTAL') return { minTotal: related, minCount: null };
  if (reason === 'MIN_RELATED_QUANTITY') return { minTotal: null, minCount: record.related?.minQuantity ?? null };
  if (reason === 'MIN_SUB_TOTAL') return { minTotal: own, minCount: null };
  if (reason === 'MIN_QUANTITY') return { minTotal: null, minCount: record.minQuantity };
  return { minTotal: own ?? related, minCount: record.minQuantity ?? record.related?.minQuantity ?? null };
}

const sumCents = (lines: readonly PromoLine[]) => lines.reduce((sum, l) => sum + toCents(l.itemTotal), 0);
const sumQuantity = (lines: readonly PromoLine[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

/** spec §5 promo rules: whether a code applies to a cart, why not, and the discount it gives. */
export function evaluatePromo(code: string, record: PromoCodeRecord | undefined, facts: PromoFacts): PromoOutcome {
  const { currency } = facts;
  const refuse = (reason: PromoReason, message: string) => outcome(code, record, currency, reason, message);
  // Unknown, disabled, not yet started or not offered in this currency: one answer that names nothing of
  // the record, so guessing cannot tell a real code from junk.
  const invalid = () => outcome(code, undefined, currency, 'INVALID', INVALID_PROMO_MESSAGE);
  if (!record) return invalid();
  const now = facts.now.getTime();
  if (!record.enabled || (record.validFrom !== null && Date.parse(record.validFrom) > now)) return invalid();
  if (record.validUntil !== null && Date.parse(record.validUntil) < now) return refuse('EXPIRED', 'Sorry, this promo code has expired.');
  if (record.registeredOnly && !facts.registered) return refuse('REGISTERED_ONLY', 'You must be a registered customer to use this code');
  if (facts.alreadyUsed) return refuse('ALREADY_USED', ALREADY_USED_MESSAGE);
  if (!facts.claimsLeft) return refuse('MAX_CLAIMS', 'Reached maximum number of claims for this code.');
  if (record.discount.type === 'FIXED' && record.discount.amounts[currency] === undefined) return invalid();

  if (record.requiredProductIds.length > 0 && !facts.lines.some((l) => record.requiredProductIds.includes(l.productId))) {
    return refuse('PRODUCT_NOT_AVAILABLE', 'Specific product selection not available');
  }
  const minTotal = record.minSubTotal?.[currency];
  if (minTotal !== undefined && sumCents(facts.lines) < toCents(minTotal)) {
    return refuse('MIN_SUB_TOTAL', `Order sub total should be at least ${describeMoney(minTotal, currency)} to use this code`);
  }
  if (record.minQuantity !== null && sumQuantity(facts.lines) < record.minQuantity) {
    return refuse('MIN_QUANTITY', `Total quantity should be at least ${record.minQuantity} to use this code`);
  }
  const related = record.related;
  const relatedLines = related ? facts.lines.filter((l) => l.tags.some((tag) => related.tags.includes(tag))) : facts.lines;
  if (related) {
    const minRelated = related.minSubTotal?.[currency];
    if (minRelated !== undefined && sumCents(relatedLines) < toCents(minRelated)) {
      return refuse(
        'MIN_RELATED_SUB_TOTAL',
        `Sub total of the related items should be at least ${describeMoney(minRelated, currency)} to use this code`,
      );
    }
    if (related.minQuantity !== null && sumQuantity(relatedLines) < related.minQuantity) {
      return refuse('MIN_RELATED_QUANTITY', `Quantity of the related items should be at least ${related.minQuantity} to use this code`);
    }
  }
  const baseCents = sumCents(relatedLines);
  const discountCents =
    record.discount.type === 'PERCENTAGE'
      ? Math.round((baseCents * record.discount.percent) / 100)
      : Math.min(baseCents, toCents(record.discount.amounts[currency] ?? 0));
  return outcome(code, record, currency, null, null, fromCents(discountCents));
}
