import type { Promo, PromoReason } from '@/lib/api/cart-schemas';

/** A message of the `promo` namespace with its values, for next-intl's `t(key, values)`. */
export type PromoMessage =
  | {
      key:
        | 'invalidPromoCode'
        | 'invalidCode'
        | 'expired'
        | 'specificProductNotAvailable'
        | 'alreadyUsed'
        | 'registeredCustomerOnly'
        | 'maxClaimsReached';
      values?: undefined;
    }
  | { key: 'minOrderSubTotal' | 'minRelatedSubTotal'; values: { minTotal: string } }
  | { key: 'minTotalQuantity' | 'minRelatedQuantity'; values: { minCount: number } }
  | { key: 'applied'; values: { code: string } };

export type PromoTone = 'success' | 'warning' | 'error';

export interface PromoFeedback {
  tone: PromoTone;
  message: PromoMessage;
}

export type PromoStatus = Promo['status'];

/** The `promo` namespace key naming a §4 promo outcome (pending, active, inactive, expired). */
export function promoStatusKey(status: PromoStatus): `status.${Uppercase<PromoStatus>}` {
  return `status.${status.toUpperCase() as Uppercase<PromoStatus>}`;
}

// spec §5 promo messages, one per reason the API gives; minimum totals arrive formatted by the caller
export function promoReasonMessage(
  reason: PromoReason,
  limits: Pick<Promo, 'minTotal' | 'minCount'>,
  formatAmount: (amount: number) => string,
): PromoMessage {
  switch (reason) {
    case 'INVALID':
      return { key: 'invalidPromoCode' };
    case 'EXPIRED':
      return { key: 'expired' };
    case 'MIN_SUB_TOTAL':
      return { key: 'minOrderSubTotal', values: { minTotal: formatAmount(limits.minTotal ?? 0) } };
    case 'MIN_QUANTITY':
      return { key: 'minTotalQuantity', values: { minCount: limits.minCount ?? 0 } };
    case 'MIN_RELATED_SUB_TOTAL':
      return { key: 'minRelatedSubTotal', values: { minTotal: formatAmount(limits.minTotal ?? 0) } };
    case 'MIN_RELATED_QUANTITY':
      return { key: 'minRelatedQuantity', values: { minCount: limits.minCount ?? 0 } };
    case 'PRODUCT_NOT_AVAILABLE':
      return { key: 'specificProductNotAvailable' };
    case 'ALREADY_USED':
      return { key: 'alreadyUsed' };
    case 'REGISTERED_ONLY':
      return { key: 'registeredCustomerOnly' };
    case 'MAX_CLAIMS':
      return { key: 'maxClaimsReached' };
  }
}

/** Minimums the cart can still reach: shown as a warning, not as a refusal. */
const REACHABLE: ReadonlySet<PromoReason> = new Set(['MIN_SUB_TOTAL', 'MIN_QUANTITY', 'MIN_RELATED_SUB_TOTAL', 'MIN_RELATED_QUANTITY']);

/**
 * What to tell the shopper about the cart's promo code: a reason wins; without one the §4 outcome
 * decides (active → applied, expired → expired, inactive → invalid, pending → nothing yet).
 */
export function promoFeedback(promo: Promo | null | undefined, formatAmount: (amount: number) => string): PromoFeedback | null {
  if (!promo) return null;
  if (promo.reason) {
    return { tone: REACHABLE.has(promo.reason) ? 'warning' : 'error', message: promoReasonMessage(promo.reason, promo, formatAmount) };
  }
  switch (promo.status) {
    case 'active':
      return { tone: 'success', message: { key: 'applied', values: { code: promo.code } } };
    case 'expired':
      return { tone: 'error', message: { key: 'expired' } };
    case 'inactive':
      return { tone: 'error', message: { key: 'invalidPromoCode' } };
    case 'pending':
      return null;
  }
}

const PROMO_CODE = /^[A-Za-z0-9_-]{1,40}$/;

// spec §5 'Invalid code': checked before the code is sent
export function promoCodeInputMessage(code: string): PromoMessage | null {
  return PROMO_CODE.test(code.trim()) ? null : { key: 'invalidCode' };
}
