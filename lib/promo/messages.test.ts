import { PROMO_REASONS, type Promo } from '@/lib/api/cart-schemas';
import en from '@/messages/en.json';
import { promoCodeInputMessage, promoFeedback, promoReasonMessage, promoStatusKey } from './messages';

const rupees = (n: number) => `Rs ${n.toFixed(2)}`;
const promo = (over: Partial<Promo>): Promo => ({
  code: 'SAVE10',
  status: 'active',
  reason: null,
  discountType: 'PERCENTAGE',
  discountValue: 10,
  minTotal: null,
  minCount: null,
  ...over,
});

describe('promo messages', () => {
  it('has a message in the promo namespace for every reason the API gives', () => {
    for (const reason of PROMO_REASONS) {
      const { key } = promoReasonMessage(reason, { minTotal: 1, minCount: 1 }, rupees);
      expect(Object.keys(en.promo)).toContain(key);
    }
  });

  it('maps reasons to the spec messages', () => {
    expect(promoReasonMessage('INVALID', promo({}), rupees)).toEqual({ key: 'invalidPromoCode' });
    expect(promoReasonMessage('EXPIRED', promo({}), rupees)).toEqual({ key: 'expired' });
    expect(promoReasonMessage('ALREADY_USED', promo({}), rupees)).toEqual({ key: 'alreadyUsed' });
    expect(promoReasonMessage('REGISTERED_ONLY', promo({}), rupees)).toEqual({ key: 'registeredCustomerOnly' });
    expect(promoReasonMessage('MAX_CLAIMS', promo({}), rupees)).toEqual({ key: 'maxClaimsReached' });
    expect(promoReasonMessage('PRODUCT_NOT_AVAILABLE', promo({}), rupees)).toEqual({ key: 'specificProductNotAvailable' });
  });

  it('carries the minimum total (formatted) and the minimum count', () => {
    const limits = { minTotal: 5000, minCount: 3 };
    expect(promoReasonMessage('MIN_SUB_TOTAL', limits, rupees)).toEqual({ key: 'minOrderSubTotal', values: { minTotal: 'Rs 5000.00' } });
    expect(promoReasonMessage('MIN_RELATED_SUB_TOTAL', limits, rupees)).toEqual({
      key: 'minRelatedSubTotal',
      values: { minTotal: 'Rs 5000.00' },
    });
    expect(promoReasonMessage('MIN_QUANTITY', limits, rupees)).toEqual({ key: 'minTotalQuantity', values: { minCount: 3 } });
    expect(promoReasonMessage('MIN_RELATED_QUANTITY', limits, rupees)).toEqual({ key: 'minRelatedQuantity', values: { minCount: 3 } });
  });
});

describe('promo feedback', () => {
  it('confirms an active code', () => {
    expect(promoFeedback(promo({}), rupees)).toEqual({ tone: 'success', message: { key: 'applied', values: { code: 'SAVE10' } } });
  });

  it('warns about a minimum the cart can still reach and refuses the rest', () => {
    expect(promoFeedback(promo({ status: 'pending', reason: 'MIN_QUANTITY', minCount: 2 }), rupees)?.tone).toBe('warning');
    expect(promoFeedback(promo({ status: 'inactive', reason: 'ALREADY_USED' }), rupees)?.tone).toBe('error');
  });

  it('follows the outcome when no reason is given', () => {
    expect(promoFeedback(promo({ status: 'expired' }), rupees)?.message).toEqual({ key: 'expired' });
    expect(promoFeedback(promo({ status: 'inactive' }), rupees)?.message).toEqual({ key: 'invalidPromoCode' });
    expect(promoFeedback(promo({ status: 'pending' }), rupees)).toBeNull();
    expect(promoFeedback(null, rupees)).toBeNull();
  });

  it('names each outcome with a key of promo.status', () => {
    expect(promoStatusKey('pending')).toBe('status.PENDING');
    for (const status of ['pending', 'active', 'inactive', 'expired'] as const) {
      expect(Object.keys(en.promo.status)).toContain(promoStatusKey(status).slice('status.'.length));
    }
  });

  it("says 'Invalid code' for a malformed code before sending it", () => {
    expect(promoCodeInputMessage('')).toEqual({ key: 'invalidCode' });
    expect(promoCodeInputMessage('SAVE 10')).toEqual({ key: 'invalidCode' });
    expect(promoCodeInputMessage(' SAVE10 ')).toBeNull();
  });
});
