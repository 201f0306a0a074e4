import { NextResponse } from 'next/server';
import { shopSchema, shopVisit } from '@/test/proxy-visit';
import { keepInventoryCookie, shopperContext } from './shopper-context';

describe('the shopper context segment', () => {
  it('writes the chosen currency and a stored location that exists', () => {
    expect(shopperContext(shopVisit('/', { locale: 'ta', cookies: { currency: 'USD', inventoryId: 'loc-kandy' } })).segment).toBe(
      'ta~USD~loc-kandy',
    );
  });

  it('falls back to the shop currency, and clears a location that no longer exists', () => {
    const context = shopperContext(shopVisit('/', { cookies: { currency: 'EUR', inventoryId: 'loc-gone' } }));
    expect(context.segment).toBe('en~LKR~_');
    const res = NextResponse.next();
    keepInventoryCookie(res, shopVisit('/'), context);
    expect(res.headers.getSetCookie().join()).toMatch(/^inventoryId=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('chooses the only location of a single-store shop and remembers it', () => {
    const visit = shopVisit('/', { schema: shopSchema({ isMultiStore: false }) });
    const context = shopperContext(visit);
    expect(context.segment).toBe('en~LKR~loc-colombo');
    const res = NextResponse.next();
    keepInventoryCookie(res, visit, context);
    expect(res.cookies.get('inventoryId')?.value).toBe('loc-colombo');
  });
});
