import { SettingsRepository } from '@/customer-api/core/settings-repository';
import { startCommerceApi, type CommerceApi } from '@/customer-api/test/commerce-api';
import { POST as addItem } from '@/app/api/cart/items/route';
import { POST as purchase } from '@/app/api/cart/purchase/route';
import { POST as setField } from '@/app/api/cart/set/[field]/route';
import { GET as getCart } from '@/app/api/cart/route';
import { GET as menus } from '@/app/api/menus/route';
import { GET as productRoute } from '@/app/api/product/[id]/route';
import { GET as quickSearch } from '@/app/api/quick-search/route';
import { GET as session } from '@/app/api/session/route';
import { GET as status } from '@/app/api/status/route';
import { CookieJar, routeRequest, signedInJar, withParams } from '@/test/route-requests';

let api: CommerceApi;
let settings: SettingsRepository;
beforeAll(async () => {
  api = await startCommerceApi();
  settings = new SettingsRepository(api.db);
  process.env.CUSTOMER_API_URL = api.origin;
  process.env.TENANT = 'demo';
  // The BFF reads the mode through the proxy's schema check; here it asks every time.
  process.env.STATUS_CHECK_SECONDS = '0';
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  settings.setGeneralSetting('isRegisteredUsersOnly', false);
  settings.setGeneralSetting('useSiteAsCatalog', false);
  settings.setGeneralSetting('isStorePublic', true);
});

const line = { productId: 'p-wrap', varianceKey: 'ribbon:off', quantity: 1 };

/** A guest's browser at the Colombo shop. */
function guestJar(): CookieJar {
  const jar = new CookieJar();
  jar.values.set('inventoryId', 'loc-colombo');
  return jar;
}

describe("the merchant's access modes, enforced by the BFF", () => {
  it('registered users only: a guest cannot add or buy (403, no guest session started); a customer can', async () => {
    settings.setGeneralSetting('isRegisteredUsersOnly', true);
    const guest = guestJar();
    const added = await addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, cookies: guest }));
    expect(added.status).toBe(403);
    expect(await added.json()).toEqual({ code: 'E4030', message: 'Please sign in to shop.' });
    expect(added.cookies.getAll()).toEqual([]);
    expect((await purchase(routeRequest('/api/cart/purchase', { method: 'POST', cookies: guest }))).status).toBe(403);

    const customer = await signedInJar('kavya', 'Kavya Raman');
    const ok = await addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, cookies: customer }));
    expect(ok.status).toBe(200);
  });

  it('catalogue mode: nobody adds or buys, signed in or not', async () => {
    settings.setGeneralSetting('useSiteAsCatalog', true);
    for (const jar of [guestJar(), await signedInJar('nimal', 'Kavya Raman')]) {
      const added = await addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, cookies: jar }));
      expect(added.status).toBe(403);
      expect((await added.json()).message).toBe('This shop is a catalogue: nothing can be bought here.');
      expect((await purchase(routeRequest('/api/cart/purchase', { method: 'POST', cookies: jar }))).status).toBe(403);
    }
  });

  it('an open shop lets a guest add as before', async () => {
    const res = await addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, cookies: guestJar() }));
    expect(res.status).toBe(200);
  });

  it("a registered customer's promo code (MEMBERS) works when signed in, and is refused to a guest", async () => {
    const promo = (jar: CookieJar) =>
      setField(
        routeRequest('/api/cart/set/promoCode', { method: 'POST', body: { promoCode: 'MEMBERS' }, cookies: jar }),
        withParams({ field: 'promoCode' }),
      );
    const guest = guestJar();
    guest.take(await addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, cookies: guest })));
    const refused = await promo(guest);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe('You must be a registered customer to use this code');

    const customer = await signedInJar('promo-member', 'Kavya Raman');
    expect((await addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, cookies: customer }))).status).toBe(200);
    const accepted = await promo(customer);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ promo: { status: 'active', discountValue: 20 } });
  });
});

describe('a private store (isStorePublic false), enforced by the BFF', () => {
  const SIGN_IN = { code: 'E4010', message: 'Please sign in: this shop is open to its customers only.' };
  const reads = (jar: CookieJar) => [
    () => quickSearch(routeRequest('/api/quick-search?query=tee', { cookies: jar })),
    () => productRoute(routeRequest('/api/product/p-tee', { cookies: jar }), withParams({ id: 'p-tee' })),
    () => menus(routeRequest('/api/menus?currency=LKR', { cookies: jar })),
    () => getCart(routeRequest('/api/cart', { cookies: jar })),
    () => addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, cookies: jar })),
    () => purchase(routeRequest('/api/cart/purchase', { method: 'POST', cookies: jar })),
  ];

  it('refuses a visitor or guest who is not signed in (401), before any guest session is started', async () => {
    const guest = guestJar();
    const added = await addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, cookies: guest }));
    expect(added.status).toBe(200);
    guest.take(added);
    settings.setGeneralSetting('isStorePublic', false);
    const fresh = new CookieJar();
    fresh.values.set('inventoryId', 'loc-colombo');
    // A visitor with no cart yet gets the fixed empty answer (the sign-in page's header asks for it); a guest's cart is refused.
    const anonymousCart = await getCart(routeRequest('/api/cart', { cookies: fresh }));
    expect({ status: anonymousCart.status, body: await anonymousCart.json() }).toEqual({ status: 200, body: null });
    for (const jar of [guest, fresh]) {
      for (const call of reads(jar).filter((_, i) => jar === guest || i !== 3)) {
        const res = await call();
        expect({ status: res.status, body: await res.json() }).toEqual({ status: 401, body: SIGN_IN });
        expect(res.cookies.getAll()).toEqual([]);
      }
    }
  });

  it('keeps session and status open, and serves a signed-in customer', async () => {
    settings.setGeneralSetting('isStorePublic', false);
    const visitor = new CookieJar();
    expect(await (await session(routeRequest('/api/session', { cookies: visitor }))).json()).toMatchObject({ signedIn: false });
    expect((await status(routeRequest('/api/status', { cookies: visitor }))).status).toBe(200);

    const customer = await signedInJar('kavya', 'Kavya Raman');
    for (const call of reads(customer).slice(0, 5)) expect((await call()).status).toBe(200);
  });
});
