import { cart as cartSchema, type Cart } from '../../lib/api/cart-schemas';
import { GUEST_HEADER, INVENTORY_HEADER } from '../../lib/api/http';
import { apiError } from '../../lib/api/schemas';
import { Shopper, startAnotherServer, startCommerceApi, type CommerceApi } from './commerce-api';
import { LOCATIONS } from './fixture';
import { call } from './start-test-api';

let api: CommerceApi;
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(async () => {
  await api.close();
});

const RED_S = 'color:red|size:s';
const asCart = (body: unknown): Cart => cartSchema.parse(body);

function expectError(answer: { status: number; body: unknown }, status: number, description?: string | RegExp) {
  expect(answer.status).toBe(status);
  const body = apiError.parse(answer.body);
  expect(body.httpStatus).toBe(status);
  if (typeof description === 'string') expect(body.description).toBe(description);
  else if (description) expect(body.description).toMatch(description);
}

describe('who owns a cart', () => {
  it('refuses a call with neither a bearer token nor a guest session (401 E4010)', async () => {
    const res = await call(`${api.api}/cart/get`);
    expectError(res, 401);
    expect(apiError.parse(res.body).code).toBe('E4010');
  });

  it('refuses a malformed guest session and an unverifiable bearer token', async () => {
    expectError(await call(`${api.api}/cart/get`, { headers: { [GUEST_HEADER]: 'short' } }), 401);
    expectError(await call(`${api.api}/cart/get`, { headers: { authorization: 'Bearer nonsense' } }), 401);
  });

  it('answers an empty cart in the default currency for a new guest, without storing one', async () => {
    const s = new Shopper(api.api);
    const c = await s.cart();
    expect(c).toMatchObject({
      id: '',
      items: {},
      subTotal: 0,
      total: 0,
      selectedCurrency: 'LKR',
      orderStatus: 'OPEN',
      inventoryLocation: LOCATIONS.colombo,
    });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM carts').get()).toEqual({ n: 0 });
  });

  it('keys carts by a SHA-256 of the guest session, never the session itself', async () => {
    const s = new Shopper(api.api);
    await s.add('p-wrap', 'ribbon:off');
    const rows = api.db.prepare('SELECT owner_kind, owner_key FROM carts').all() as { owner_kind: string; owner_key: string }[];
    expect(rows.some((r) => r.owner_key === s.session)).toBe(false);
    expect(rows.every((r) => r.owner_kind === 'guest' && /^[0-9a-f]{64}$/.test(r.owner_key))).toBe(true);
  });

  it('keeps the cart across calls and a second shopper sees only their own', async () => {
    const a = new Shopper(api.api);
    const b = new Shopper(api.api);
    await a.add('p-wrap', 'ribbon:off', 2);
    expect((await a.cart()).itemCount).toBe(2);
    expect((await b.cart()).itemCount).toBe(0);
  });

  it('survives a restart of the API: a new server on the same database finds the cart by the same session', async () => {
    const s = new Shopper(api.api);
    await s.add('p-wrap', 'ribbon:off', 2);
    await s.post('cart/set/email', { email: 'kept@example.com' });
    const restarted = await startAnotherServer(api);
    try {
      const again = new Shopper(restarted.api, { session: s.session });
      const c = await again.cart();
      expect(c.items['p-wrap/ribbon:off']?.quantity).toBe(2);
      expect(c.email).toBe('kept@example.com');
    } finally {
      await restarted.close();
    }
  });

  it('rejects an unknown inventory location header', async () => {
    const s = new Shopper(api.api, { location: 'loc-nowhere' });
    expectError(await s.get('cart/get'), 400);
  });
});

describe('add, update, delete, clear', () => {
  it('adds, sums repeated adds, and computes totals with tax in the cart currency', async () => {
    const s = new Shopper(api.api);
    let res = await s.add('p-tee', RED_S, 1);
    expect(res.status).toBe(200);
    res = await s.add('p-tee', RED_S, 1);
    res = await s.add('p-sneaker', 'size:40', 1);
    const c = asCart(res.body);
    expect(c.items[`p-tee/${RED_S}`]).toMatchObject({ quantity: 2, unitPrice: 2500, itemTotal: 5000 });
    // The sneaker's special price applies (9000 below 12000).
    expect(c.items['p-sneaker/size:40']).toMatchObject({ quantity: 1, unitPrice: 9000, itemTotal: 9000 });
    expect(c).toMatchObject({ subTotal: 14000, totalPriceDiscounts: 0, deliveryChargers: 0, tax: 1400, total: 15400, itemCount: 3 });
  });

  it('re-prices every line when the currency changes (both currencies)', async () => {
    const s = new Shopper(api.api);
    await s.add('p-tee', RED_S, 2);
    await s.add('p-sneaker', 'size:40', 1);
    const usd = asCart((await s.post('cart/set/selected-currency', undefined, { selectedCurrency: 'USD' })).body);
    expect(usd).toMatchObject({ selectedCurrency: 'USD', subTotal: 56, tax: 5.6, total: 61.6 });
    const back = asCart((await s.put('cart/set/selected-currency', { selectedCurrency: 'LKR|Rs' })).body);
    expect(back).toMatchObject({ selectedCurrency: 'LKR', subTotal: 14000, total: 15400 });
    expectError(await s.post('cart/set/selected-currency', undefined, { selectedCurrency: 'EUR' }), 400);
  });

  it('update sets the quantity; delete removes the line; clear-cart empties the cart', async () => {
    const s = new Shopper(api.api);
    await s.add('p-wrap', 'ribbon:off', 1);
    await s.add('p-kettle', '', 1);
    let c = asCart((await s.post('cart/update', { productId: 'p-wrap', varianceKey: 'ribbon:off', quantity: 7 })).body);
    expect(c.items['p-wrap/ribbon:off']?.quantity).toBe(7);
    c = asCart((await s.get('cart/delete', { productId: 'p-wrap', variance: 'ribbon:off' })).body);
    expect(Object.keys(c.items)).toEqual(['p-kettle/']);
    // Deleting again is not an error: the answer is the cart.
    expect((await s.get('cart/delete', { productId: 'p-wrap', variance: 'ribbon:off' })).status).toBe(200);
    c = asCart((await s.post('cart/clear-cart')).body);
    expect(c.items).toEqual({});
    expect(c.total).toBe(0);
  });

  it('changes nothing on a HEAD of a state-changing GET (delete, purchase, complete-payment)', async () => {
    const s = new Shopper(api.api);
    await s.add('p-kettle', '', 1);
    for (const path of ['cart/delete?productId=p-kettle&variance=', 'cart/purchase', 'cart/complete-payment?paymentId=x']) {
      expect([path, (await fetch(s.url(path), { method: 'HEAD', headers: s.headers() })).status]).toEqual([path, 404]);
    }
    expect(Object.keys(asCart((await s.get('cart/get')).body).items)).toEqual(['p-kettle/']);
  });

  it('uses the default variant for an empty variance key', async () => {
    const s = new Shopper(api.api);
    const c = asCart((await s.add('p-tee', '', 1)).body);
    expect(Object.keys(c.items)).toEqual([`p-tee/${RED_S}`]);
  });

  it('does not count stock for untracked products', async () => {
    const s = new Shopper(api.api);
    const c = asCart((await s.add('p-kettle', '', 250)).body);
    expect(c.items['p-kettle/']?.quantity).toBe(250);
    expect(c.warnings).toEqual({});
  });

  it('refuses more than the stock with the spec §4 labels', async () => {
    const s = new Shopper(api.api);
    expectError(await s.add('p-mug', '', 1), 409, 'This product is out of stock');
    expectError(await s.add('p-tee', RED_S, 6), 409, 'Only 5 items available!');
    expectError(await s.add('p-saree', '', 2), 409, 'Last item available!');
    await s.add('p-tee', RED_S, 4);
    expectError(await s.add('p-tee', RED_S, 2), 409, 'Only 5 items available!');
    expectError(await s.post('cart/update', { productId: 'p-tee', varianceKey: RED_S, quantity: 6 }), 409, 'Only 5 items available!');
    expect((await s.cart()).items[`p-tee/${RED_S}`]?.quantity).toBe(4);
  });

  it('refuses unknown, disabled and unpriced products, and bad requests', async () => {
    const s = new Shopper(api.api);
    expectError(await s.add('p-nothing', '', 1), 404);
    expectError(await s.add('p-tee', 'color:green|size:xl', 1), 404);
    expectError(await s.add('p-lamp', '', 1), 404, 'Product no longer available');
    expectError(await s.add('p-tee', RED_S, 0), 400);
    expectError(await s.add('p-tee', RED_S, 1000), 400);
    expectError(await s.post('cart/add', { productId: '../../etc', quantity: 1 }), 400);
    expectError(
      await call(s.url('cart/add'), { method: 'POST', headers: s.headers({ 'content-type': 'application/json' }), body: '{"productId":' }),
      400,
    );
    const usd = new Shopper(api.api);
    await usd.post('cart/set/selected-currency', undefined, { selectedCurrency: 'USD' });
    // The saree has no dollar price (spec §5: price in the chosen currency must be above zero).
    expectError(await usd.add('p-saree', '', 1), 409, 'This product is not sold in USD');
  });

  it('needs a location before the first add when there are several', async () => {
    const s = new Shopper(api.api, { location: null });
    expectError(await s.add('p-wrap', 'ribbon:off', 1), 409, 'Choose the shop location first');
  });
});

describe('cart warnings', () => {
  const setStock = (productId: string, key: string, location: string, quantity: number) =>
    api.db
      .prepare('UPDATE stock SET quantity = ? WHERE product_id = ? AND variance_key = ? AND location_id = ?')
      .run(quantity, productId, key, location);

  it('LOW_STOCK with the available quantity, UNAVAILABLE at zero, PRODUCT_DISABLED when switched off', async () => {
    const s = new Shopper(api.api);
    await s.add('p-wrap', 'ribbon:on', 10);
    await s.add('p-tee', 'color:blue|size:s', 3);
    await s.add('p-sneaker', 'size:40', 1);
    setStock('p-wrap', 'ribbon:on', LOCATIONS.colombo, 4);
    setStock('p-tee', 'color:blue|size:s', LOCATIONS.colombo, 0);
    api.db.prepare('UPDATE products SET enabled = 0 WHERE id = ?').run('p-sneaker');
    try {
      const c = await s.cart();
      expect(c.warnings['p-wrap/ribbon:on']).toEqual({
        type: 'LOW_STOCK',
        availableQuantity: 4,
        productId: 'p-wrap',
        varianceKey: 'ribbon:on',
        productName: { en: 'Gift Wrap', si: 'Gift Wrap', ta: 'Gift Wrap' },
        brand: 'Acme',
        variances: 'With ribbon',
      });
      expect(c.warnings['p-tee/color:blue|size:s']).toMatchObject({ type: 'UNAVAILABLE', availableQuantity: 0, variances: 'Blue, S' });
      expect(c.warnings['p-sneaker/size:40']).toMatchObject({ type: 'PRODUCT_DISABLED', brand: 'Stride' });
      const validate = await s.get('cart/validate');
      expect(validate.body).toMatchObject({ allowedToPlaceOrder: false });
    } finally {
      setStock('p-wrap', 'ribbon:on', LOCATIONS.colombo, 20);
      setStock('p-tee', 'color:blue|size:s', LOCATIONS.colombo, 10);
      api.db.prepare('UPDATE products SET enabled = 1 WHERE id = ?').run('p-sneaker');
    }
  });

  it('re-checks stock at the new location when the inventory location changes', async () => {
    const s = new Shopper(api.api);
    await s.add('p-tee', RED_S, 2);
    const kandy = asCart((await s.put('cart/set/inventory-location', { inventoryLocationId: LOCATIONS.kandy })).body);
    expect(kandy.inventoryLocation).toBe(LOCATIONS.kandy);
    expect(kandy.warnings[`p-tee/${RED_S}`]).toMatchObject({ type: 'UNAVAILABLE', availableQuantity: 0 });
    expect(kandy.items[`p-tee/${RED_S}`]?.product.quantity).toBe(0);
    const colombo = asCart((await s.post('cart/set/inventory-location', undefined, { inventoryLocationId: LOCATIONS.colombo })).body);
    expect(colombo.warnings).toEqual({});
    expectError(await s.post('cart/set/inventory-location', undefined, { inventoryLocationId: 'loc-moon' }), 400);
    expectError(await s.post('cart/set/inventory-location'), 400);
  });

  it('marks a line UNAVAILABLE when the new currency has no price for it', async () => {
    const s = new Shopper(api.api);
    await s.add('p-saree', '', 1);
    const usd = asCart((await s.post('cart/set/selected-currency', undefined, { selectedCurrency: 'USD' })).body);
    expect(usd.warnings['p-saree/']).toMatchObject({ type: 'UNAVAILABLE' });
  });

  it('answers a cart that parses with the contract schema after every change', async () => {
    const s = new Shopper(api.api, { location: LOCATIONS.kandy });
    const answers = [
      await s.add('p-tee', 'color:red|size:m', 1),
      await s.post('cart/set/additional-info', { additionalInfo: 'Ring twice' }),
    ];
    for (const a of answers) expect(cartSchema.safeParse(a.body).success).toBe(true);
    expect(asCart(answers[1]?.body).additionalInfo).toBe('Ring twice');
  });
});

describe('nothing a client sends produces a 500', () => {
  const bodies: unknown[] = [
    null,
    42,
    'text',
    [],
    { productId: 1 },
    { quantity: -1 },
    { promoCode: 'x'.repeat(100) },
    { email: {} },
    { deliveryMethod: 'drone' },
  ];
  const posts = [
    'cart/add',
    'cart/update',
    'cart/clear-cart',
    'cart/set/promoCode',
    'cart/set/billing-address',
    'cart/set/shipping-address',
    'cart/set/is-billing-same-as-shipping',
    'cart/set/store',
    'cart/set/payment-method',
    'cart/set/email',
    'cart/set/delivery-method',
    'cart/set/delivery-plan',
    'cart/set/additional-info',
    'cart/set/file',
    'cart/set/selected-order-due-date',
    'cart/set/selected-store-pickup-due-date',
    'cart/set/save-card-options',
    'cart/set/inventory-location',
    'cart/set/selected-currency',
    'cart/purchase',
    'cart/complete-payment',
    'order/get-orders-ongoing',
    'order/get-orders-completed',
  ];

  it('answers every malformed body and query with a 4xx error body', async () => {
    const s = new Shopper(api.api);
    for (const path of posts) {
      for (const body of bodies) {
        const res = await call(`${s.url(path)}?orderDueDate=2026-13-45&selectedCurrency=%00&paymentId=..%2F`, {
          method: 'POST',
          headers: s.headers({ 'content-type': 'application/json' }),
          body: JSON.stringify(body),
        });
        expect(res.status).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(apiError.safeParse(res.body).success).toBe(true);
      }
    }
    for (const path of [
      'cart/delete?productId=',
      'cart/delete?productId=%ff',
      'order/get/%2e%2e',
      'order/get/' + 'x'.repeat(300),
      'cart/complete-payment?paymentId=',
    ]) {
      const res = await call(`${api.api}/${path}`, { headers: s.headers() });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const headerless = await call(`${api.api}/cart/add`, { method: 'POST', headers: { [INVENTORY_HEADER]: LOCATIONS.colombo }, body: 'x' });
    expect(headerless.status).toBeLessThan(500);
  });
});
