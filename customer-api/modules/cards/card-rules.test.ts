import { brandOf, cardExpired, parseExpiry } from './card-rules';

describe('saved card rules', () => {
  it('names the brand from the leading digits', () => {
    expect(brandOf('4242424242424242')).toBe('Visa');
    expect(brandOf('5555555555554444')).toBe('Mastercard');
    expect(brandOf('2223003122003222')).toBe('Mastercard');
    expect(brandOf('378282246310005')).toBe('American Express');
    expect(brandOf('6011111111111117')).toBe('Discover');
    expect(brandOf('9999999999999995')).toBe('Card');
  });

  it('a card is good through its expiry month, then expired', () => {
    const now = new Date('2026-11-25T04:30:00Z');
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(12, 2026, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
  });

  it('reads MM/YY expiry dates and refuses anything else', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry(' 01 / 27 ')).toEqual({ month: 1, year: 2027 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('1230')).toBeNull();
  });
});
