import type { PromoMessage } from '@/lib/promo/messages';

/** The customer API refuses a code with the spec §5 English text; each maps back to its message key. */
const REFUSALS: Record<string, PromoMessage['key']> = {
  'Invalid Promo code.': 'invalidPromoCode',
  'Invalid code': 'invalidCode',
  'Sorry, this promo code has expired.': 'expired',
  'Specific product selection not available': 'specificProductNotAvailable',
  'Entered promo code has already been used': 'alreadyUsed',
  'You must be a registered customer to use this code': 'registeredCustomerOnly',
  'Reached maximum number of claims for this code.': 'maxClaimsReached',
};

/** The message for a refused code, in the shopper's language when the refusal is one of spec §5's. */
export function promoRefusal(apiMessage: string): PromoMessage | null {
  const key = REFUSALS[apiMessage.trim()];
  return key ? ({ key } as PromoMessage) : null;
}
