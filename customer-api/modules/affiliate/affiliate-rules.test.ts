import { addMoney, attributionRefusal, commissionBase, DEFAULT_PROGRAMME, earningOf, linkExpired, statisticsRange } from './affiliate-rules';

describe('affiliate rules', () => {
  const now = new Date('2026-11-23T18:00:00Z');

  it('a link works through its expiry date and stops the day after (UTC)', () => {
    expect(linkExpired('2026-11-23', now)).toBe(false);
    expect(linkExpired('2026-12-01', now)).toBe(false);
    expect(linkExpired('2026-11-22', now)).toBe(true);
  });

  it('earns the commission of the sub-total after discounts, nothing when cancelled or unpaid', () => {
    expect(commissionBase(1000, 150)).toBe(850);
    expect(commissionBase(100, 150)).toBe(0);
    expect(earningOf({ status: 'PROCESSING', subTotal: 1000, discounts: 150 }, 5)).toBe(42.5);
    expect(earningOf({ status: 'COMPLETED', subTotal: 333.33, discounts: 0 }, 5)).toBe(16.67);
    expect(earningOf({ status: 'CANCELLED', subTotal: 1000, discounts: 0 }, 5)).toBe(0);
    expect(earningOf({ status: 'PAYMENT_FAILED', subTotal: 1000, discounts: 0 }, 5)).toBe(0);
    expect(earningOf({ status: 'ON_PAYMENT', subTotal: 1000, discounts: 0 }, 5)).toBe(0);
  });

  it('attributes a purchase only to a running, known, unexpired link of someone else', () => {
    const link = { ownerKey: 'u-nimal', expiryDate: '2026-12-31' };
    const guest = { kind: 'guest' as const, key: 'g-1' };
    expect(attributionRefusal({ programme: DEFAULT_PROGRAMME, link, buyer: guest, now })).toBeNull();
    expect(attributionRefusal({ programme: DEFAULT_PROGRAMME, link, buyer: { kind: 'user', key: 'u-kavya' }, now })).toBeNull();
    expect(attributionRefusal({ programme: { enabled: false, commissionPercent: 5 }, link, buyer: guest, now })).toBe('closed');
    expect(attributionRefusal({ programme: DEFAULT_PROGRAMME, link: undefined, buyer: guest, now })).toBe('unknown');
    expect(attributionRefusal({ programme: DEFAULT_PROGRAMME, link: { ...link, expiryDate: '2026-11-22' }, buyer: guest, now })).toBe('expired');
    expect(attributionRefusal({ programme: DEFAULT_PROGRAMME, link, buyer: { kind: 'user', key: 'u-nimal' }, now })).toBe('own');
    // A guest's key is a session digest, never a customer's id.
    expect(attributionRefusal({ programme: DEFAULT_PROGRAMME, link, buyer: { kind: 'guest', key: 'u-nimal' }, now })).toBeNull();
  });

  it('gives the last 30 days by default, every day of a chosen range, at most 366 days', () => {
    const last30 = statisticsRange({}, now);
    expect(last30.days).toHaveLength(30);
    expect(last30).toMatchObject({ from: '2026-10-25', to: '2026-11-23' });
    expect(statisticsRange({ from: '2026-02-27', to: '2026-03-01' }, now).days).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(statisticsRange({ from: '2026-03-01', to: '2026-02-27' }, now).from).toBe('2026-02-27');
    const long = statisticsRange({ from: '2020-01-01', to: '2026-11-23' }, now);
    expect(long.days).toHaveLength(366);
    expect(long.to).toBe('2026-11-23');
  });

  it('adds money per currency to the cent', () => {
    const total: Record<string, number> = {};
    addMoney(total, 'LKR', 0.1);
    addMoney(total, 'LKR', 0.2);
    addMoney(total, 'USD', 1);
    expect(total).toEqual({ LKR: 0.3, USD: 1 });
  });
});
