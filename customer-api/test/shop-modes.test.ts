import { SettingsRepository } from '../core/settings-repository';
import { changesCart } from '../modules/cart/shop-modes';
import { CARD_WITH_HIDDEN_PRICES } from '../modules/checkout/checkout-rules';
import { Shopper, STOREFRONT_CLIENT, readyForDelivery, startCommerceApi, type CommerceApi } from './commerce-api';
import { call } from './start-test-api';

let api: CommerceApi;
let settings: SettingsRepository;
beforeAll(async () => {
  api = await startCommerceApi();
  settings = new SettingsRepository(api.db);
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  settings.setGeneralSetting('isRegisteredUsersOnly', false);
  settings.setGeneralSetting('useSiteAsCatalog', false);
  settings.setGeneralSetting('hideProductPrice', false);
  settings.setGeneralSetting('isStorePublic', true);
});

const FORBIDDEN = { status: 403, body: expect.objectContaining({ code: 'E4030' }) };

describe("the merchant's access modes, enforced by the API", () => {
  it('names every cart route that changes a cart or places an order, and only those', () => {
    expect(changesCart('/demo/customer-api/v2/cart/add')).toBe(true);
    expect(changesCart('/demo/customer-api/v2/cart/purchase')).toBe(true);
    expect(changesCart('/demo/customer-api/v2/cart/set/email')).toBe(true);
    expect(changesCart('/demo/customer-api/v2/cart/get')).toBe(false);
    expect(changesCart('/demo/customer-api/v2/cart/validate')).toBe(false);
    expect(changesCart('/demo/customer-api/v2/order/get')).toBe(false);
  });

  it('registered users only: a guest can neither add nor buy (403), a signed-in customer can', async () => {
    const guest = new Shopper(api.api);
    expect((await guest.add('p-wrap', 'ribbon:off')).status).toBe(200);
    await readyForDelivery(guest);

    settings.setGeneralSetting('isRegisteredUsersOnly', true);
    expect(await guest.add('p-wrap', 'ribbon:off')).toMatchObject(FORBIDDEN);
    expect(await guest.post('cart/purchase')).toMatchObject(FORBIDDEN);
    expect(await guest.post('cart/set/email', { email: 'a@example.com' })).toMatchObject(FORBIDDEN);
    expect((await guest.get('cart/get')).status).toBe(200);

    const customer = new Shopper(api.api, { bearer: 'token-kavya', session: '' });
    expect((await customer.add('p-wrap', 'ribbon:off')).status).toBe(200);
  });

  it('a guest cart is still adopted at sign-in on a registered-users-only site', async () => {
    const guest = new Shopper(api.api);
    expect((await guest.add('p-wrap', 'ribbon:off', 2)).status).toBe(200);
    settings.setGeneralSetting('isRegisteredUsersOnly', true);
    const signedIn = new Shopper(api.api, { bearer: 'token-adopter', session: guest.session });
    const cart = (await signedIn.get('cart/get')).body as { items: Record<string, { quantity: number }> };
    expect(cart.items['p-wrap/ribbon:off']?.quantity).toBe(2);
  });

  it('catalogue mode: nobody changes a cart or buys, signed in or not (403); reading is allowed', async () => {
    settings.setGeneralSetting('useSiteAsCatalog', true);
    const guest = new Shopper(api.api);
    const customer = new Shopper(api.api, { bearer: 'token-kavya', session: '' });
    for (const s of [guest, customer]) {
      expect(await s.add('p-wrap', 'ribbon:off')).toMatchObject(FORBIDDEN);
      expect(await s.post('cart/purchase')).toMatchObject(FORBIDDEN);
      expect(await s.post('cart/clear-cart')).toMatchObject(FORBIDDEN);
      expect((await s.get('cart/get')).status).toBe(200);
    }
  });

  it('hidden prices: no product read carries an amount, and price ranges and price sorting are ignored', async () => {
    const guest = new Shopper(api.api);
    const search = (body: object) => guest.post('product/search', body);
    const cheapFirst = await search({ sortBy: 'PRICE_LOW_TO_HIGH', first: 100 });
    const newest = await search({ first: 100 });
    expect(JSON.stringify(cheapFirst.body)).toMatch(/"LKR":\d/);

    settings.setGeneralSetting('hideProductPrice', true);
    const answers = [
      await guest.get('product/p-tee'),
      await guest.get('products/cotton-tee'),
      await search({ first: 100 }),
      await search({ source: 'related', related: 'p-tee' }),
      await search({ ranges: { price: [0, 1] }, currency: 'LKR', first: 100 }),
      await search({ sortBy: 'PRICE_HIGH_TO_LOW', first: 100 }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      // No currency code followed by an amount anywhere: price and specialPrice are empty maps.
      expect(JSON.stringify(answer.body)).not.toMatch(/"(LKR|USD)":/);
    }
    expect(answers[0]?.body).toMatchObject({ price: {}, specialPrice: {}, enableSpecialPrice: false });
    const ids = (a: { body: unknown }) => (a.body as { products: Array<{ id: string }> }).products.map((p) => p.id);
    // A range of 0–1 would match nothing; price order would differ from the newest-first order.
    expect(ids(answers[4] as { body: unknown })).toEqual(ids(newest));
    expect(ids(answers[5] as { body: unknown })).toEqual(ids(newest));
    expect(ids(newest)).not.toEqual(ids(cheapFirst));
  });

  it("hidden prices: the cart still sells (the price check is the server's)", async () => {
    settings.setGeneralSetting('hideProductPrice', true);
    const guest = new Shopper(api.api);
    expect((await guest.add('p-wrap', 'ribbon:off')).status).toBe(200);
  });

  // A currency code or an amount field followed by a number: an amount the shopper could read.
  const AMOUNT = /"(LKR|USD|unitPrice|itemTotal|subTotal|deliveryChargers|tax|totalPriceDiscounts|total|price)":\d/;

  it('hidden prices: no cart, delivery plan or order answer carries an amount; cash only; the order keeps its amounts', async () => {
    settings.setGeneralSetting('hideProductPrice', true);
    const guest = new Shopper(api.api);
    const added = await guest.add('p-wrap', 'ribbon:off', 2);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      subTotal: null,
      total: null,
      items: { 'p-wrap/ribbon:off': { unitPrice: null, itemTotal: null, quantity: 2 } },
    });
    expect(await guest.post('cart/set/payment-method', { paymentMethod: 'CARD' })).toMatchObject({
      status: 403,
      body: { description: CARD_WITH_HIDDEN_PRICES },
    });
    await readyForDelivery(guest, 'CASH');
    const plans = await guest.get('cart/get/delivery-plans');
    expect((plans.body as unknown[]).length).toBeGreaterThan(0);
    const placed = await guest.post('cart/purchase');
    expect(placed).toMatchObject({ status: 200, body: { kind: 'ORDER_PLACED' } });
    const orderId = (placed.body as { orderId: string }).orderId;
    const order = await guest.get(`order/get/${orderId}`);
    expect(order.body).toMatchObject({ total: null, items: [{ unitPrice: null, itemTotal: null }] });
    for (const answer of [added, plans, await guest.get('cart/get'), order]) expect(JSON.stringify(answer.body)).not.toMatch(AMOUNT);

    settings.setGeneralSetting('hideProductPrice', false);
    const kept = (await guest.get(`order/get/${orderId}`)).body as { total: number; subTotal: number };
    expect(kept.subTotal).toBeGreaterThan(0);
    expect(JSON.stringify(plans.body)).not.toMatch(AMOUNT);
    expect(JSON.stringify((await guest.get('cart/get/delivery-plans')).body)).toMatch(AMOUNT);
  });

  it('hidden prices: a card chosen before the mode was switched on cannot be used to pay', async () => {
    const guest = new Shopper(api.api);
    expect((await guest.add('p-wrap', 'ribbon:off')).status).toBe(200);
    await readyForDelivery(guest, 'CARD');
    settings.setGeneralSetting('hideProductPrice', true);
    const refused = await guest.post('cart/purchase');
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(CARD_WITH_HIDDEN_PRICES);
  });
});

describe('a private store (isStorePublic false), enforced by the API', () => {
  const SIGN_IN = { status: 401, body: expect.objectContaining({ code: 'E4010' }) };
  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  const read = (path: string, headers: Record<string, string> = {}) => call(`${api.api}/${path}`, { headers });

  it('refuses a guest session its cart, checkout, purchase and orders; the catalogue to anyone not signed in', async () => {
    const guest = new Shopper(api.api);
    expect((await guest.add('p-wrap', 'ribbon:off')).status).toBe(200);
    await readyForDelivery(guest);

    settings.setGeneralSetting('isStorePublic', false);
    expect(await guest.get('cart/get')).toMatchObject(SIGN_IN);
    expect(await guest.add('p-wrap', 'ribbon:off')).toMatchObject(SIGN_IN);
    expect(await guest.post('cart/set/email', { email: 'a@example.com' })).toMatchObject(SIGN_IN);
    expect(await guest.post('cart/purchase')).toMatchObject(SIGN_IN);
    expect(await guest.get('order/get/o-none')).toMatchObject(SIGN_IN);
    for (const path of ['product/p-tee', 'products/cotton-tee', 'outlet/get', 'cart/get/delivery-schedule']) {
      expect(await read(path)).toMatchObject(SIGN_IN);
      expect(await read(path, { authorization: basic('web-portal', 'not-the-secret-at-all') })).toMatchObject(SIGN_IN);
    }
    expect(await guest.post('product/search', { first: 5 })).toMatchObject(SIGN_IN);
  });

  it('keeps the schema open, and serves a signed-in customer and the storefront server', async () => {
    settings.setGeneralSetting('isStorePublic', false);
    expect((await read('schema/get')).status).toBe(200);

    const customer = new Shopper(api.api, { bearer: 'token-kavya', session: '' });
    expect((await customer.get('product/p-tee')).status).toBe(200);
    expect((await customer.add('p-wrap', 'ribbon:off')).status).toBe(200);
    expect((await customer.get('cart/get')).status).toBe(200);
    expect(await new Shopper(api.api, { bearer: 'forged', session: '' }).get('product/p-tee')).toMatchObject(SIGN_IN);

    const server = { authorization: basic(STOREFRONT_CLIENT.id, STOREFRONT_CLIENT.secret) };
    expect((await read('product/p-tee', server)).status).toBe(200);
    // The storefront's credentials read the catalogue; they are no shopper, so no cart.
    expect(await read('cart/get', server)).toMatchObject(SIGN_IN);
  });

  it('serves everyone again once the store is public', async () => {
    expect((await read('product/p-tee')).status).toBe(200);
    expect((await new Shopper(api.api).get('cart/get')).status).toBe(200);
  });
});
