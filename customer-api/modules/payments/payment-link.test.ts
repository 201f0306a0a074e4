import { PaymentLinks } from './payment-link';

const KEY = 'k'.repeat(32);
const now = new Date('2026-11-25T04:30:00Z');
const later = new Date('2026-11-25T04:45:00Z');

describe('signed payment page links', () => {
  const links = new PaymentLinks(KEY);

  it('a token opens its own payment until it expires', () => {
    const token = links.token('pay_1', later);
    expect(links.check('pay_1', token, now)).toBe('valid');
    expect(links.check('pay_1', token, later)).toBe('expired');
  });

  it('refuses another payment, a changed expiry, another key, and anything malformed', () => {
    const token = links.token('pay_1', later);
    expect(links.check('pay_2', token, now)).toBe('invalid');
    const [, mac] = token.split('.');
    expect(links.check('pay_1', `${Math.floor(later.getTime() / 1000) + 3600}.${mac}`, now)).toBe('invalid');
    expect(new PaymentLinks('x'.repeat(32)).check('pay_1', token, now)).toBe('invalid');
    for (const bad of [undefined, '', 'abc', `${token}x`, ['a']]) expect(links.check('pay_1', bad, now)).toBe('invalid');
  });

  it('needs a key of at least 32 characters', () => {
    expect(() => new PaymentLinks('short')).toThrow(/32 characters/);
  });
});
