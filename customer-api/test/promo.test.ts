import { cart as cartSchema, type Cart } from '../../lib/api/cart-schemas';
import { apiError } from '../../lib/api/schemas';
import { readyForDelivery, Shopper, startCommerceApi, type CommerceApi } from './commerce-api';

let api: CommerceApi;
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(async () => {
  await api.close();
});

const RED_S = 'color:red|size:s';
const asCart = (body: unknown): Cart => cartSchema.parse(body);

/** A guest with 2 tees (Rs 5,000) and a sneaker (Rs 9,000): sub total Rs 14,000, 3 items. */
async function shopperWithCart(): Promise<Shopper> {
  const s = new Shopper(api.api);
  await s.add('p-tee', RED_S, 2);
  await s.add('p-sneaker', 'size:40', 1);
  return s;
}

async function refused(s: Shopper, code: string, description: string) {
  const res = await s.post('cart/set/promoCode', { promoCode: code });
  expect(res.status).toBe(400);
  expect(apiError.parse(res.body).description).toBe(description);
  // A refused code is not kept on the cart.
  expect((await s.cart()).promo?.code).not.toBe(code);
}

describe('promo codes that work', () => {
  it('SAVE10 takes 10% off the sub total; tax follows the discounted total', async () => {
    const s = await shopperWithCart();
    const c = asCart((await s.post('cart/set/promoCode', { promoCode: 'save10' })).body);
    expect(c.promo).toEqual({
      code: 'SAVE10',
      status: 'active',
      reason: null,
      discountType: 'PERCENTAGE',
      discountValue: 10,
      minTotal: null,
      minCount: null,
    });
    expect(c).toMatchObject({ subTotal: 14000, totalPriceDiscounts: 1400, tax: 1260, total: 13860 });
  });

  it('FLAT500 takes a fixed amount in each currency', async () => {
    const s = await shopperWithCart();
    let c = asCart((await s.post('cart/set/promoCode', { promoCode: 'FLAT500' })).body);
    expect(c).toMatchObject({ totalPriceDiscounts: 500, tax: 1350, total: 14850 });
    expect(c.promo).toMatchObject({ discountType: 'FIXED', discountValue: 500 });
    c = asCart((await s.post('cart/set/selected-currency', undefined, { selectedCurrency: 'USD' })).body);
    expect(c).toMatchObject({ subTotal: 56, totalPriceDiscounts: 2, tax: 5.4, total: 59.4 });
    expect(c.promo).toMatchObject({ discountValue: 2 });
  });

  it('an empty code removes the promo', async () => {
    const s = await shopperWithCart();
    await s.post('cart/set/promoCode', { promoCode: 'SAVE10' });
    const c = asCart((await s.post('cart/set/promoCode', { promoCode: '' })).body);
    expect(c.promo).toBeNull();
    expect(c.totalPriceDiscounts).toBe(0);
  });
});

describe('promo codes that are refused, with the spec §5 messages', () => {
  it('unknown code: Invalid Promo code.', async () => refused(await shopperWithCart(), 'NOSUCHCODE', 'Invalid Promo code.'));
  it('switched-off code: the same answer as an unknown one', async () =>
    refused(await shopperWithCart(), 'RETIRED', 'Invalid Promo code.'));
  it('malformed code: Invalid code', async () => refused(await shopperWithCart(), 'not a code!', 'Invalid code'));
  it('expired code', async () => refused(await shopperWithCart(), 'SUMMER2020', 'Sorry, this promo code has expired.'));
  it('registered customers only', async () =>
    refused(await shopperWithCart(), 'MEMBERS', 'You must be a registered customer to use this code'));
  it('maximum claims reached', async () =>
    refused(await shopperWithCart(), 'FLASHSALE', 'Reached maximum number of claims for this code.'));

  it('already used by a signed-in customer: refused when set', async () => {
    const user = new Shopper(api.api, { bearer: 'token-used', session: '' });
    await user.add('p-wrap', 'ribbon:off', 1);
    await refused(user, 'WELCOME', 'Entered promo code has already been used');
  });

  it('already used by the email a guest typed: the cart and validate tell nothing, the purchase refuses with the one message', async () => {
    // Untracked kettles: the order placed here takes no stock the other tests count on.
    const s = new Shopper(api.api);
    await s.add('p-kettle', '', 1);
    await readyForDelivery(s, 'CASH', 'USED@example.com');
    const c = asCart((await s.post('cart/set/promoCode', { promoCode: 'WELCOME' })).body);
    expect(c.promo).toMatchObject({ code: 'WELCOME', status: 'active', reason: null });
    expect(asCart((await s.post('cart/set/email', { email: 'used@example.com' })).body).promo?.status).toBe('active');
    expect(JSON.stringify((await s.get('cart/validate')).body)).not.toMatch(/already been used/);

    const res = await s.get('cart/purchase');
    expect(res.status).toBe(409);
    expect(apiError.parse(res.body).description).toBe('Entered promo code has already been used');
    // Another address places the same cart.
    await s.post('cart/set/email', { email: 'someone-new@example.com' });
    expect((await s.get('cart/purchase')).status).toBe(200);
  });

  it('already used by the email a guest typed, paying by card: refused before the payment starts', async () => {
    const s = new Shopper(api.api);
    await s.add('p-kettle', '', 1);
    await readyForDelivery(s, 'CARD', 'used@example.com');
    await s.post('cart/set/promoCode', { promoCode: 'WELCOME' });
    const res = await s.get('cart/purchase');
    expect(res.status).toBe(409);
    expect(apiError.parse(res.body).description).toBe('Entered promo code has already been used');
  });

  it('a registered customer may use MEMBERS', async () => {
    const user = new Shopper(api.api, { bearer: 'token-priya', session: '' });
    await user.add('p-wrap', 'ribbon:off', 1);
    const c = asCart((await user.post('cart/set/promoCode', { promoCode: 'MEMBERS' })).body);
    expect(c.promo).toMatchObject({ status: 'active', discountValue: 20 });
    expect(c.totalPriceDiscounts).toBe(60);
  });
});

describe('promo codes waiting on a minimum stay pending with minTotal / minCount', () => {
  it('order sub total minimum (BIGSPENDER)', async () => {
    const s = await shopperWithCart();
    let c = asCart((await s.post('cart/set/promoCode', { promoCode: 'BIGSPENDER' })).body);
    expect(c.promo).toMatchObject({ status: 'pending', reason: 'MIN_SUB_TOTAL', minTotal: 50000, minCount: null });
    expect(c.totalPriceDiscounts).toBe(0);
    await s.add('p-saree', '', 1);
    c = asCart((await s.add('p-tee', 'color:blue|size:s', 5)).body);
    expect(c.subTotal).toBe(52500);
    expect(c.promo).toMatchObject({ status: 'active', reason: null });
    expect(c.totalPriceDiscounts).toBe(7875);
    const usd = asCart((await s.post('cart/set/selected-currency', undefined, { selectedCurrency: 'USD' })).body);
    expect(usd.promo).toMatchObject({ status: 'pending', minTotal: 170 });
  });

  it('total quantity minimum (BULKBUY)', async () => {
    const s = await shopperWithCart();
    let c = asCart((await s.post('cart/set/promoCode', { promoCode: 'BULKBUY' })).body);
    expect(c.promo).toMatchObject({ status: 'pending', reason: 'MIN_QUANTITY', minCount: 5 });
    c = asCart((await s.add('p-wrap', 'ribbon:off', 2)).body);
    expect(c.promo).toMatchObject({ status: 'active' });
    expect(c.totalPriceDiscounts).toBe(730);
  });

  it('related items sub total minimum (BRANDLOVE: Acme items)', async () => {
    const s = await shopperWithCart();
    let c = asCart((await s.post('cart/set/promoCode', { promoCode: 'BRANDLOVE' })).body);
    expect(c.promo).toMatchObject({ status: 'pending', reason: 'MIN_RELATED_SUB_TOTAL', minTotal: 15000 });
    c = asCart((await s.add('p-tee', 'color:blue|size:s', 4)).body);
    // Acme: 5,000 + 10,800 = 15,800; 15% of those only (the Stride sneaker does not count).
    expect(c.promo).toMatchObject({ status: 'active' });
    expect(c.totalPriceDiscounts).toBe(2370);
  });

  it('related items quantity minimum (TRIO: T-shirts)', async () => {
    const s = await shopperWithCart();
    let c = asCart((await s.post('cart/set/promoCode', { promoCode: 'TRIO' })).body);
    expect(c.promo).toMatchObject({ status: 'pending', reason: 'MIN_RELATED_QUANTITY', minCount: 3 });
    c = asCart((await s.add('p-tee', RED_S, 1)).body);
    expect(c.promo).toMatchObject({ status: 'active' });
    expect(c.totalPriceDiscounts).toBe(750);
  });

  it('specific product selection not available (GIFTSET needs the gift wrap)', async () => {
    const s = await shopperWithCart();
    let c = asCart((await s.post('cart/set/promoCode', { promoCode: 'GIFTSET' })).body);
    expect(c.promo).toMatchObject({ status: 'pending', reason: 'PRODUCT_NOT_AVAILABLE' });
    c = asCart((await s.add('p-wrap', 'ribbon:on', 1)).body);
    expect(c.promo).toMatchObject({ status: 'active', discountType: 'FIXED', discountValue: 300 });
    expect(c.totalPriceDiscounts).toBe(300);
  });

  it('a pending code blocks placing the order with its message until removed', async () => {
    const s = await shopperWithCart();
    await s.post('cart/set/promoCode', { promoCode: 'BIGSPENDER' });
    await readyForDelivery(s);
    expect((await s.get('cart/validate')).body).toMatchObject({ allowedToPlaceOrder: false, missing: ['promoCode'] });
    const res = await s.get('cart/purchase');
    expect(res.status).toBe(409);
    expect(apiError.parse(res.body).description).toBe('Order sub total should be at least LKR 50,000.00 to use this code');
    await s.post('cart/set/promoCode', { promoCode: '' });
    expect((await s.get('cart/purchase')).status).toBe(200);
  });
});

describe('claims and single use', () => {
  it('WELCOME is used once per guest: a second order from the same session is refused', async () => {
    const s = await shopperWithCart();
    await s.post('cart/set/promoCode', { promoCode: 'WELCOME' });
    await readyForDelivery(s, 'CASH', 'first-time@example.com');
    expect((await s.get('cart/purchase')).status).toBe(200);
    await s.add('p-wrap', 'ribbon:off', 1);
    await refused(s, 'WELCOME', 'Entered promo code has already been used');
  });

  it('LASTONE: the first order takes the last claim; the other cart then shows maximum claims and cannot be placed', async () => {
    // Untracked kettles: stock cannot be what stops the second order.
    const a = new Shopper(api.api);
    const b = new Shopper(api.api);
    await a.add('p-kettle', '', 2);
    await b.add('p-kettle', '', 2);
    expect((await a.post('cart/set/promoCode', { promoCode: 'LASTONE' })).status).toBe(200);
    expect((await b.post('cart/set/promoCode', { promoCode: 'LASTONE' })).status).toBe(200);
    await readyForDelivery(a, 'CASH', 'a@example.com');
    await readyForDelivery(b, 'CASH', 'b@example.com');
    expect((await a.get('cart/purchase')).status).toBe(200);
    expect((await b.cart()).promo).toMatchObject({ status: 'inactive', reason: 'MAX_CLAIMS' });
    const res = await b.get('cart/purchase');
    expect(res.status).toBe(409);
    expect(apiError.parse(res.body).description).toBe('Reached maximum number of claims for this code.');
  });

  it('expiry follows the server clock', async () => {
    const s = await shopperWithCart();
    api.db.prepare("UPDATE promo_codes SET json = json_set(json, '$.validUntil', '2026-11-30T00:00:00.000Z') WHERE code = 'SAVE10'").run();
    try {
      expect((await s.post('cart/set/promoCode', { promoCode: 'SAVE10' })).status).toBe(200);
      api.clock.set('2026-12-01T04:30:00.000Z');
      expect((await s.cart()).promo).toMatchObject({ status: 'expired', reason: 'EXPIRED' });
    } finally {
      api.clock.set('2026-11-25T04:30:00.000Z');
      api.db.prepare("UPDATE promo_codes SET json = json_set(json, '$.validUntil', NULL) WHERE code = 'SAVE10'").run();
    }
  });
});
