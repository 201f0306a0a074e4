import { cartTotals, type PricedLine } from './cart-view';
import type { PromoCodeRecord } from './commerce-config';
import { evaluatePromo, type PromoFacts } from './promo-rules';

const line = (productId: string, quantity: number, itemTotal: number, tags: string[] = []) => ({ productId, quantity, itemTotal, tags });
const facts = (over: Partial<PromoFacts> = {}): PromoFacts => ({
  currency: 'LKR',
  lines: [line('a', 1, 100)],
  now: new Date('2026-11-25T00:00:00Z'),
  registered: false,
  alreadyUsed: false,
  claimsLeft: true,
  ...over,
});
const promo = (over: Partial<PromoCodeRecord>): PromoCodeRecord => ({
  code: 'X',
  note: '',
  enabled: true,
  validFrom: null,
  validUntil: null,
  discount: { type: 'PERCENTAGE', percent: 10 },
  minSubTotal: null,
  minQuantity: null,
  related: null,
  requiredProductIds: [],
  registeredOnly: false,
  oncePerCustomer: false,
  maxClaims: null,
  claimed: 0,
  usedByEmails: [],
  ...over,
});

describe('promo rules', () => {
  it('caps a fixed discount at the sub total and rounds percentages to the cent', () => {
    expect(evaluatePromo('X', promo({ discount: { type: 'FIXED', amounts: { LKR: 500 } } }), facts()).discount).toBe(100);
    expect(
      evaluatePromo('X', promo({ discount: { type: 'PERCENTAGE', percent: 15 } }), facts({ lines: [line('a', 1, 0.99)] })).discount,
    ).toBe(0.15);
  });

  it('a fixed code without an amount in the currency is invalid there', () => {
    expect(evaluatePromo('X', promo({ discount: { type: 'FIXED', amounts: { LKR: 5 } } }), facts({ currency: 'USD' })).promo).toMatchObject(
      { status: 'inactive', reason: 'INVALID' },
    );
  });

  it('an unknown, a disabled and a not yet started code get the same answer, naming nothing of a real code', () => {
    const unknown = evaluatePromo('X', undefined, facts());
    const disabled = evaluatePromo('X', promo({ enabled: false, minQuantity: 3 }), facts());
    const notYet = evaluatePromo(
      'X',
      promo({ validFrom: '2027-01-01T00:00:00.000Z', discount: { type: 'PERCENTAGE', percent: 20 } }),
      facts(),
    );
    const otherCurrency = evaluatePromo('X', promo({ discount: { type: 'FIXED', amounts: { LKR: 5 } } }), facts({ currency: 'USD' }));
    expect(unknown.message).toBe('Invalid Promo code.');
    for (const answer of [disabled, notYet, otherCurrency]) expect(answer).toEqual(unknown);
  });

  it('a code past its end is expired', () => {
    expect(evaluatePromo('X', promo({ validUntil: '2026-11-24T00:00:00.000Z' }), facts()).promo.status).toBe('expired');
  });

  it('related minimums count only the tagged lines and the discount applies to them only', () => {
    const record = promo({
      related: { tags: ['brand/acme'], minSubTotal: null, minQuantity: 2 },
      discount: { type: 'PERCENTAGE', percent: 50 },
    });
    const lines = [line('a', 2, 100, ['brand/acme']), line('b', 5, 1000, ['brand/other'])];
    expect(evaluatePromo('X', record, facts({ lines })).discount).toBe(50);
    expect(evaluatePromo('X', record, facts({ lines: [line('a', 1, 100, ['brand/acme']), line('b', 5, 1000)] })).promo.reason).toBe(
      'MIN_RELATED_QUANTITY',
    );
  });
});

describe('cart totals', () => {
  it('sums in cents, caps the discount, taxes the discounted goods, adds delivery', () => {
    const lines = [
      { itemTotal: 0.1, quantity: 1 },
      { itemTotal: 0.2, quantity: 2 },
    ] as PricedLine[];
    expect(cartTotals(lines, 0, 0, 0)).toMatchObject({ subTotal: 0.3, total: 0.3, itemCount: 3 });
    expect(cartTotals(lines, 5, 1.5, 0.1)).toMatchObject({ totalPriceDiscounts: 0.3, tax: 0, deliveryChargers: 1.5, total: 1.5 });
  });
});
