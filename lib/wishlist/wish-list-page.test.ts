import { Browser, signIn } from '@/customer-api/modules/identity/test/browser';
import { startIdentityApi, type IdentityApi } from '@/customer-api/modules/identity/test/identity-api';
import { ProfileRepository } from '@/customer-api/modules/profile/profile-repository';
import { GET as wishListRoute } from '@/app/api/wishlist/route';
import type { CallContext } from '@/lib/api/client';
import { updateWishList } from '@/lib/api/profile';
import { guestCookieNames, newGuestSession } from '@/lib/session/guest-cookie';
import { CookieJar, routeRequest } from '@/test/route-requests';
import { loadWishList } from './wish-list-page.server';

let idp: IdentityApi;
let nimal: CallContext;

beforeAll(async () => {
  idp = await startIdentityApi();
  process.env.CUSTOMER_API_URL = idp.origin;
  process.env.TENANT = 'demo';
  const tokens = await signIn(new Browser(), idp.issuer, 'nimal@example.com', 'Demo-pass-1');
  nimal = { inventoryId: 'loc-colombo', token: tokens.access_token, guestSession: null };
}, 30_000);
afterAll(async () => {
  await idp.close();
});

describe('the wish list page data', () => {
  it('keeps every entry listed and says which is buyable, out of stock, a gone variant or a gone product', async () => {
    await updateWishList(nimal, { baseId: 'p-tee', varianceKey: 'color:blue|size:s', action: 'add' });
    await updateWishList(nimal, { baseId: 'p-mug', varianceKey: '', action: 'add' });
    // What the catalogue no longer has: a variant taken away and a product switched off.
    const customerId =
      idp.db.prepare<[string], { id: string }>('SELECT id FROM customers WHERE email = ?').get('nimal@example.com')?.id ?? '';
    const repo = new ProfileRepository(idp.db);
    repo.addToWishList(customerId, { baseId: 'p-tee', varianceKey: 'color:purple|size:s' }, new Date(Date.now() + 1000));
    repo.addToWishList(customerId, { baseId: 'p-lamp', varianceKey: '' }, new Date(Date.now() + 2000));

    const keysOnly = await loadWishList(nimal, { first: 0, after: 0 });
    expect(keysOnly).toMatchObject({ total: 4, entries: [] });

    const page = await loadWishList(nimal, { first: 12, after: 0 });
    expect(page.entries.map((e) => [e.baseId, e.varianceKey, e.state])).toEqual([
      ['p-tee', 'color:blue|size:s', 'available'],
      ['p-mug', '', 'outOfStock'],
      ['p-tee', 'color:purple|size:s', 'variantGone'],
      ['p-lamp', '', 'unavailable'],
    ]);
    const [blue, mug, gone, lamp] = page.entries;
    expect(blue?.product).toMatchObject({ id: 'p-tee', varianceKey: 'color:blue|size:s', price: { LKR: 2700 }, description: {} });
    expect(mug?.product?.quantity).toBe(0);
    // A gone variant shows its product (the default variant) so the shopper knows what it was.
    expect(gone?.product).toMatchObject({ id: 'p-tee', varianceKey: 'color:red|size:s' });
    expect(lamp?.product).toBeNull();

    const second = await loadWishList(nimal, { first: 3, after: 3 });
    expect(second).toMatchObject({ total: 4, first: 3, after: 3 });
    expect(second.entries.map((e) => e.baseId)).toEqual(['p-lamp']);
  });
});

describe('the wish list BFF route', () => {
  it('answers 401 to a visitor who is not signed in, anonymous or guest', async () => {
    const anonymous = await wishListRoute(routeRequest('/api/wishlist'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    const guest = new CookieJar().set(guestCookieNames(false).session, newGuestSession());
    const read = await wishListRoute(routeRequest('/api/wishlist', { cookies: guest }));
    expect(read.status).toBe(401);
    expect(await read.json()).toEqual({ code: 'E4010', message: 'Please sign in to see your account.' });
  });
});
