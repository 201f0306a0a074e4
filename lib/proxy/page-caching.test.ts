import { NextResponse } from 'next/server';
import { shopSchema, shopVisit } from '@/test/proxy-visit';
import { cacheHeaders, markForFront } from './page-caching';

const kept = { inventory: { kind: 'keep', inventoryId: 'loc-kandy' } } as const;
const remembered = { cookies: { NEXT_LOCALE: 'en' } };
const mark = (...args: Parameters<typeof markForFront>) => {
  markForFront(...args);
  return args[0].headers.get('x-accel-expires');
};

describe('page caching', () => {
  it("keeps a shopper's own pages out of every cache and the others private, varying on cookies", () => {
    for (const [path, expected] of [
      ['/cart', 'private, no-store'],
      ['/products/x', 'private, no-cache'],
    ] as const) {
      const res = NextResponse.next();
      cacheHeaders(res, shopVisit(path));
      expect([res.headers.get('cache-control'), res.headers.get('vary')]).toEqual([expected, 'Cookie, Accept-Language']);
    }
  });

  it('lets nginx keep a catalogue page decided by its path and remembered cookies alone', () => {
    expect(mark(NextResponse.next(), shopVisit('/products/x', remembered), kept)).toBe('10');
  });

  it('marks nothing that sets a cookie, chose a location, is private, an order, of a private store or a first visit', () => {
    const withCookie = NextResponse.next();
    withCookie.cookies.set('inventoryId', 'loc-kandy');
    expect(mark(withCookie, shopVisit('/products/x', remembered), kept)).toBeNull();
    expect(
      mark(NextResponse.next(), shopVisit('/products/x', remembered), { inventory: { kind: 'auto', inventoryId: 'loc-kandy' } }),
    ).toBeNull();
    expect(mark(NextResponse.next(), shopVisit('/cart', remembered), kept)).toBeNull();
    expect(mark(NextResponse.next(), shopVisit('/order/view/o-1', remembered), kept)).toBeNull();
    expect(
      mark(NextResponse.next(), shopVisit('/products/x', { ...remembered, schema: shopSchema({ isStorePublic: false }) }), kept),
    ).toBeNull();
    expect(mark(NextResponse.next(), shopVisit('/products/x'), kept)).toBeNull();
  });

  it('marks nothing whose context cookies nginx and Next could read apart: a name twice, or in another case', () => {
    const visit = (cookie: string) => shopVisit('/products/x', { headers: { cookie } });
    expect(mark(NextResponse.next(), visit('NEXT_LOCALE=en; currency=LKR; inventoryId=loc-kandy'), kept)).toBe('10');
    for (const cookie of [
      'NEXT_LOCALE=en; currency=LKR; inventoryId=loc-colombo; currency=USD; inventoryId=loc-kandy',
      'NEXT_LOCALE=en; Currency=USD; currency=LKR',
      'NEXT_LOCALE=en; INVENTORYID=loc-colombo; inventoryId=loc-kandy',
      'next_locale=si; NEXT_LOCALE=en',
    ]) {
      expect([cookie, mark(NextResponse.next(), visit(cookie), kept)]).toEqual([cookie, null]);
    }
  });
});
