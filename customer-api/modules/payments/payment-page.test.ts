import { cardFormErrors, cardOutcome, luhnValid } from './payment-page';

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
    expect(Object.keys(cardFormErrors({ cardNumber: '12', name: '', expiry: '10/26', cvc: '1' }, now)).sort()).toEqual([
      'cardNumber',
      'cvc',
      'expiry',
      'name',
    ]);
  });
});
