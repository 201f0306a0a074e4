import { FALLBACK_CURRENCY, chooseCurrency, parseCurrency } from './choose-currency';

const list = ['LKR|Rs', 'USD|$'];

describe('currency choice', () => {
  it('follows the schema currency when it is in the list', () => {
    expect(chooseCurrency(list, 'USD|$')).toEqual({ code: 'USD', symbol: '$' });
  });

  it('takes the first currency when the schema currency is missing or not offered', () => {
    expect(chooseCurrency(list, null)).toEqual({ code: 'LKR', symbol: 'Rs' });
    expect(chooseCurrency(list, 'EUR|€')).toEqual({ code: 'LKR', symbol: 'Rs' });
  });

  it("falls back to 'USD|$' when the merchant offers none", () => {
    expect(FALLBACK_CURRENCY).toBe('USD|$');
    expect(chooseCurrency([], null)).toEqual({ code: 'USD', symbol: '$' });
    expect(chooseCurrency([], 'LKR|Rs')).toEqual({ code: 'USD', symbol: '$' });
  });

  it("keeps the shopper's own choice when it is offered, and ignores it otherwise", () => {
    expect(chooseCurrency(list, 'LKR|Rs', 'USD')).toEqual({ code: 'USD', symbol: '$' });
    expect(chooseCurrency(list, 'LKR|Rs', 'EUR')).toEqual({ code: 'LKR', symbol: 'Rs' });
    expect(chooseCurrency(list, 'USD|$', null)).toEqual({ code: 'USD', symbol: '$' });
  });
});

describe('currency strings', () => {
  it("splits 'CODE|symbol'", () => {
    expect(parseCurrency('LKR|Rs')).toEqual({ code: 'LKR', symbol: 'Rs' });
  });

  it('uses the code as the symbol when none is given', () => {
    expect(parseCurrency('EUR')).toEqual({ code: 'EUR', symbol: 'EUR' });
  });
});
