import {
  addMoney,
  attributionRefusal,
  commissionBase,
  dayOf,
  DEFAULT_PROGRAMME,
  earningOf,
  orderCounts,
  linkExpired,
  statisticsRange,
} from './affiliate-rules';

describe('affiliate rules', () => {
  const now = new Date('2026-11-23T18:00:00Z');
  const timeZone = 'Asia/Colombo';

  it("a link works through its expiry date and stops the day after, in the shop's calendar", () => {
    expect(linkExpired('2026-11-23', now, timeZone)).toBe(false);
    expect(linkExpired('2026-12-01', now, timeZone)).toBe(false);
    expect(linkExpired('2026-11-22', now, timeZone)).toBe(true);
    // 19:00 UTC is half past midnight on the 24th in Colombo: a link that ran through the 23rd has stopped,
    // though UTC is still on the 23rd.
    const afterMidnight = new Date('2026-11-23T19:00:00Z');
    expect(linkExpired('2026-11-23', afterMidnight, timeZone)).toBe(true);
    expect(linkExpired('2026-11-23', afterMidnight, 'UTC')).toBe(false);
  });

  it("counts an instant on the shop's calendar day", () => {
    expect(dayOf(new Date('2026-11-23T18:29:59Z'), timeZone)).toBe('2026-11-23');
    expect(dayOf(new Date('2026-11-23T18:30:00Z'), timeZone)).toBe('2026-11-24');
    expect(dayOf(new Date('2026-11-23T16:00:00Z'), 'Asia/Manila')).toBe('2026-11-24');
    expect(dayOf(new Date('2026-01-01T00:10:00Z'), 'Asia/Dhaka')).toBe('2026-01-01');
  });

  it('earns the commission of the sub-total after discounts, nothing when cancelled or unpaid', () => {
    expect(commissionBase(1000, 150)).toBe(850);
    expect(commissionBase(100, 150)).toBe(0);
    const card = { paymentMethod: 'CARD' as const };
    const cash = { paymentMethod: 'CASH' as const };
    expect(earningOf({ status: 'PROCESSING', subTotal: 1000, discounts: 150, ...card }, 5)).toBe(42.5);
    expect(earningOf({ status: 'COMPLETED', subTotal: 333.33, discounts: 0, ...card }, 5)).toBe(16.67);
    expect(earningOf({ status: 'CANCELLED', subTotal: 1000, discounts: 0, ...card }, 5)).toBe(0);
    expect(earningOf({ status: 'PAYMENT_FAILED', subTotal: 1000, discounts: 0, ...card }, 5)).toBe(0);
    expect(earningOf({ status: 'ON_PAYMENT', subTotal: 1000, discounts: 0, ...card }, 5)).toBe(0);
    // Cash is in only once delivered; an order naming no method waits the same way.
    for (const status of ['PROCESSING', 'READY_TO_DISPATCH', 'READY_TO_PICKUP', 'DISPATCHED', 'CANCELLED'] as const) {
      expect(earningOf({ status, subTotal: 1000, discounts: 0, ...cash }, 5)).toBe(0);
    }
    expect(earningOf({ status: 'COMPLETED', subTotal: 1000, discounts: 0, ...cash }, 5)).toBe(50);
    expect(earningOf({ status: 'PROCESSING', subTotal: 1000, discounts: 0, paymentMethod: null }, 5)).toBe(0);
  });

  it("counts an order in the link's orders only once the money is in: card paid, cash delivered, never cancelled", () => {
    for (const status of ['PROCESSING', 'READY_TO_DISPATCH', 'READY_TO_PICKUP', 'DISPATCHED'] as const) {
      expect(orderCounts({ status, paymentMethod: 'CASH' })).toBe(false);
      expect(orderCounts({ status, paymentMethod: null })).toBe(false);
      expect(orderCounts({ status, paymentMethod: 'CARD' })).toBe(true);
    }
    expect(orderCounts({ status: 'COMPLETED', paymentMethod: 'CASH' })).toBe(true);
    for (const status of ['ON_PAYMENT', 'PAYMENT_FAILED', 'CANCELLED'] as const) {
      expect(orderCounts({ status, paymentMethod: 'CARD' })).toBe(false);
    }
    expect(orderCounts({ status: 'CANCELLED', paymentMethod: 'CASH' })).toBe(false);
  });

  it('attributes a purchase only to a running, known, unexpired link of someone else', () => {
    const link = { ownerKey: 'u-nimal', expiryDate: '2026-12-31' };
    const guest = { kind: 'guest' as const, key: 'g-1' };
    expect(attributionRefusal({ programme: DEFAULT_PROGRAMME, link, buyer: guest, now, timeZone })).toBeNull();
    expect(attributionRefusal({ programme: DEFAULT_PROGRAMME, link, buyer: { kind: 'user', key: 'u-kavya' }, now, timeZone })).toBeNull();
    expect(attributionRefusal({ programme: { enabled: false, commissionPercent: 5 }, link, buyer: guest, now, timeZone })).toBe('closed');
    expect(attributionRefusal({ programme: DEFAULT_PROGRAMME, link: undefined, buyer: guest, now, timeZone })).toBe('unknown');
    expect(
      attributionRefusal({ programme: DEFAULT_PROGRAMME, link: { ...link, expiryDate: '2026-11-22' }, buyer: guest, now, timeZone }),
    ).toBe('expired');
    expect(attributionRefusal({ programme: DEFAULT_PROGRAMME, link, buyer: { kind: 'user', key: 'u-nimal' }, now, timeZone })).toBe('own');
    // A guest's key is a session digest, never a customer's id.
    expect(attributionRefusal({ programme: DEFAULT_PROGRAMME, link, buyer: { kind: 'guest', key: 'u-nimal' }, now, timeZone })).toBeNull();
    // The affiliate's own email, however written, as a guest or on another account.
    const ownerEmail = 'nimal@example.com';
    expect(
      attributionRefusal({ programme: DEFAULT_PROGRAMME, link, buyer: guest, orderEmail: ' Nimal@Example.com', ownerEmail, now, timeZone }),
    ).toBe('own');
    expect(
      attributionRefusal({
        programme: DEFAULT_PROGRAMME,
        link,
        buyer: { kind: 'user', key: 'u-other', email: 'kavya@example.com' },
        orderEmail: 'nimal@example.com',
        ownerEmail,
        now,
        timeZone,
      }),
    ).toBe('own');
    expect(
      attributionRefusal({
        programme: DEFAULT_PROGRAMME,
        link,
        buyer: { kind: 'user', key: 'u-other', email: 'NIMAL@example.com' },
        orderEmail: 'x@example.com',
        ownerEmail,
        now,
        timeZone,
      }),
    ).toBe('own');
    expect(
      attributionRefusal({ programme: DEFAULT_PROGRAMME, link, buyer: guest, orderEmail: 'kavya@example.com', ownerEmail, now, timeZone }),
    ).toBeNull();
    expect(
      attributionRefusal({ programme: DEFAULT_PROGRAMME, link, buyer: guest, orderEmail: null, ownerEmail: null, now, timeZone }),
    ).toBeNull();
  });

  it('gives the last 30 days by default, every day of a chosen range, at most 366 days', () => {
    const last30 = statisticsRange({}, now, timeZone);
    expect(last30.days).toHaveLength(30);
    expect(last30).toMatchObject({ from: '2026-10-25', to: '2026-11-23' });
    expect(statisticsRange({}, new Date('2026-11-23T19:00:00Z'), timeZone)).toMatchObject({ from: '2026-10-26', to: '2026-11-24' });
    expect(statisticsRange({ from: '2026-02-27', to: '2026-03-01' }, now, timeZone).days).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(statisticsRange({ from: '2026-03-01', to: '2026-02-27' }, now, timeZone).from).toBe('2026-02-27');
    const long = statisticsRange({ from: '2020-01-01', to: '2026-11-23' }, now, timeZone);
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
