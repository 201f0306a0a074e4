import { FALLBACK_CURRENCY_CODE, formatMoney, formattingLocale, isKnownCurrency } from './money';

// Intl output uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money formatting', () => {
  it('formats for the Sri Lankan locales', () => {
    expect(plain(formatMoney(4500, 'LKR', 'en'))).toBe('LKR 4,500.00');
    expect(plain(formatMoney(4500, 'LKR', 'si'))).toBe('රු. 4,500.00');
    expect(plain(formatMoney(4500, 'LKR', 'ta-LK'))).toBe('Rs. 4,500.00');
    expect(plain(formatMoney(15.5, 'USD', 'si'))).toBe('US$15.50');
  });

  it('uses the fraction digits of the currency', () => {
    expect(plain(formatMoney(100, 'JPY', 'en'))).toBe('¥100');
  });

  it('falls back to LKR with 2 fraction digits for an unknown code', () => {
    expect(FALLBACK_CURRENCY_CODE).toBe('LKR');
    expect(plain(formatMoney(12.345, 'rupees', 'en'))).toBe('LKR 12.35');
    expect(plain(formatMoney(12, null, 'en'))).toBe('LKR 12.00');
    expect(plain(formatMoney(12, 'QQQ', 'en'))).toBe('LKR 12.00');
  });

  it("shows the merchant's symbol when given", () => {
    expect(plain(formatMoney(4500, 'LKR', 'en', { symbol: 'Rs' }))).toBe('Rs 4,500.00');
  });

  it('formats a non-finite amount as zero', () => {
    expect(plain(formatMoney(Number.NaN, 'LKR', 'en'))).toBe('LKR 0.00');
  });

  it('maps storefront languages to formatting locales', () => {
    expect(formattingLocale('si')).toBe('si-LK');
    expect(formattingLocale('ta-LK')).toBe('ta-LK');
    expect(formattingLocale('fr')).toBe('en-LK');
    expect(isKnownCurrency('LKR')).toBe(true);
    expect(isKnownCurrency('lkr')).toBe(false);
  });
});
