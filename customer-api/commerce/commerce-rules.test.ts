import type { Schedule } from '../../lib/api/schemas';
import type { PromoCodeRecord } from './commerce-config';
import { cartTotals, type PricedLine } from './cart-view';
import { dueDateProblem } from './due-dates';
import { allowedNextStatuses } from './order-draft';
import { cardFormErrors, cardOutcome, luhnValid } from './payment-page';
import { evaluatePromo, type PromoFacts } from './promo-rules';
import { cleanFileName, sniffUploadType } from './upload-sniff';

const weekdays: Schedule = {
  openHours: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, isOpen: true, start: '09:00', end: '17:00' })),
  exceptions: [{ type: 'DAY_OF_WEEK', value: 3 }],
};

describe('due dates', () => {
  // Monday 2026-11-23 12:00 in Dhaka (06:00 UTC).
  const now = new Date('2026-11-23T06:00:00.000Z');
  it('checks weekday, exception, hours, past and horizon in the given zone', () => {
    expect(dueDateProblem(weekdays, '2026-11-24', '09:00', now, 'Asia/Dhaka')).toBeNull();
    expect(dueDateProblem(weekdays, '2026-11-25', '10:00', now, 'Asia/Dhaka')).toBe('CLOSED_DAY');
    expect(dueDateProblem(weekdays, '2026-11-28', '10:00', now, 'Asia/Dhaka')).toBe('CLOSED_DAY');
    expect(dueDateProblem(weekdays, '2026-11-24', '17:00', now, 'Asia/Dhaka')).toBe('OUTSIDE_HOURS');
    expect(dueDateProblem(weekdays, '2026-11-23', '11:59', now, 'Asia/Dhaka')).toBe('PAST');
    expect(dueDateProblem(weekdays, '2026-11-23', '12:00', now, 'Asia/Dhaka')).toBeNull();
    expect(dueDateProblem(weekdays, '2027-01-22', '10:00', now, 'Asia/Dhaka')).toBe('BEYOND_HORIZON');
    expect(dueDateProblem(weekdays, '2027-01-21', '10:00', now, 'Asia/Dhaka')).toBeNull();
    expect(dueDateProblem(weekdays, 'tomorrow', '10:00', now, 'Asia/Dhaka')).toBe('INVALID_DATE');
  });
});

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
    expect(evaluatePromo('X', promo({ discount: { type: 'PERCENTAGE', percent: 15 } }), facts({ lines: [line('a', 1, 0.99)] })).discount).toBe(0.15);
  });

  it('a fixed code without an amount in the currency is invalid there', () => {
    expect(evaluatePromo('X', promo({ discount: { type: 'FIXED', amounts: { LKR: 5 } } }), facts({ currency: 'USD' })).promo).toMatchObject({ status: 'inactive', reason: 'INVALID' });
  });

  it('a code not yet started is invalid; one past its end is expired', () => {
    expect(evaluatePromo('X', promo({ validFrom: '2027-01-01T00:00:00.000Z' }), facts()).message).toBe('Invalid code');
    expect(evaluatePromo('X', promo({ validUntil: '2026-11-24T00:00:00.000Z' }), facts()).promo.status).toBe('expired');
  });

  it('related minimums count only the tagged lines and the discount applies to them only', () => {
    const record = promo({ related: { tags: ['brand/acme'], minSubTotal: null, minQuantity: 2 }, discount: { type: 'PERCENTAGE', percent: 50 } });
    const lines = [line('a', 2, 100, ['brand/acme']), line('b', 5, 1000, ['brand/other'])];
    expect(evaluatePromo('X', record, facts({ lines })).discount).toBe(50);
    expect(evaluatePromo('X', record, facts({ lines: [line('a', 1, 100, ['brand/acme']), line('b', 5, 1000)] })).promo.reason).toBe('MIN_RELATED_QUANTITY');
  });
});

describe('cart totals', () => {
  it('sums in cents, caps the discount, taxes the discounted goods, adds delivery', () => {
    const lines = [{ itemTotal: 0.1, quantity: 1 }, { itemTotal: 0.2, quantity: 2 }] as PricedLine[];
    expect(cartTotals(lines, 0, 0, 0)).toMatchObject({ subTotal: 0.3, total: 0.3, itemCount: 3 });
    expect(cartTotals(lines, 5, 1.5, 0.1)).toMatchObject({ totalPriceDiscounts: 0.3, tax: 0, deliveryChargers: 1.5, total: 1.5 });
  });
});

describe('test payment gateway', () => {
  it('knows the Luhn check and the documented test cards', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardOutcome('4242 4242 4242 4242')).toEqual({ status: 'PAID', last4: '4242' });
    expect(cardOutcome('4000 0000 0000 0002')).toEqual({ status: 'FAILED', last4: '0002', reason: 'CARD_DECLINED' });
    expect(cardOutcome('4000000000009995')).toMatchObject({ status: 'FAILED', reason: 'INSUFFICIENT_FUNDS' });
  });

  it('checks the form fields', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(cardFormErrors({ cardNumber: '4242424242424242', name: 'A B', expiry: '11/26', cvc: '123' }, now)).toEqual({});
    expect(Object.keys(cardFormErrors({ cardNumber: '12', name: '', expiry: '10/26', cvc: '1' }, now)).sort()).toEqual(['cardNumber', 'cvc', 'expiry', 'name']);
  });
});

describe('uploads', () => {
  it('sniffs PDF, PNG, JPEG and WebP and nothing else', () => {
    expect(sniffUploadType(Buffer.from('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffUploadType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffUploadType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffUploadType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffUploadType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffUploadType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
  });

  it('cleans file names', () => {
    expect(cleanFileName('..%2F..%2Fsecret.pdf')).toBe('secret.pdf');
    expect(cleanFileName('C:\\Users\\me\\scan.png')).toBe('scan.png');
    expect(cleanFileName('%E0%A4%A')).toBe('%E0%A4%A');
    expect(cleanFileName(undefined)).toBe('upload');
    expect(cleanFileName('..')).toBe('upload');
  });
});

describe('order statuses', () => {
  it('follow spec §4: deliveries are dispatched, pickups picked up, final statuses stay', () => {
    expect(allowedNextStatuses('PROCESSING', 'delivery')).toEqual(['READY_TO_DISPATCH', 'CANCELLED']);
    expect(allowedNextStatuses('PROCESSING', 'store')).toEqual(['READY_TO_PICKUP', 'CANCELLED']);
    expect(allowedNextStatuses('DISPATCHED', 'delivery')).toEqual(['COMPLETED']);
    expect(allowedNextStatuses('COMPLETED', 'delivery')).toEqual([]);
    expect(allowedNextStatuses('CANCELLED', 'store')).toEqual([]);
  });
});
