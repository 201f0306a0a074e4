import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  cart as cartSchema,
  deliveryPlan,
  deliverySchedule,
  UPLOAD_LIMIT_BYTES,
  validateResponse,
  type Cart,
} from '../../lib/api/cart-schemas';
import { apiError } from '../../lib/api/schemas';
import { address, readyForDelivery, Shopper, startCommerceApi, type CommerceApi } from './commerce-api';
import { LOCATIONS } from './fixture';
import { call } from './start-test-api';

let api: CommerceApi;
beforeAll(async () => {
  // Wednesday 2026-11-25, 10:00 in Colombo.
  api = await startCommerceApi('2026-11-25T04:30:00.000Z');
});
afterAll(async () => {
  await api.close();
});

const asCart = (body: unknown): Cart => cartSchema.parse(body);

function expectError(answer: { status: number; body: unknown }, status: number, description?: string) {
  expect(answer.status).toBe(status);
  const body = apiError.parse(answer.body);
  if (description !== undefined) expect(body.description).toBe(description);
}

async function withItem(location: string = LOCATIONS.colombo): Promise<Shopper> {
  const s = new Shopper(api.api, { location });
  await s.add('p-wrap', 'ribbon:off', 2);
  return s;
}

describe('email, payment method, notes and card options', () => {
  it('stores a valid email and refuses an invalid one with the spec text', async () => {
    const s = await withItem();
    expect(asCart((await s.post('cart/set/email', { email: 'nimal@example.com' })).body).email).toBe('nimal@example.com');
    expectError(await s.post('cart/set/email', { email: 'not-an-email' }), 400);
    expect(apiError.parse((await s.post('cart/set/email', { email: 'x@' })).body).description).toContain('*Email is invalid');
  });

  it('stores CARD or CASH and nothing else', async () => {
    const s = await withItem();
    expect(asCart((await s.post('cart/set/payment-method', { paymentMethod: 'CARD' })).body).paymentMethod).toBe('CARD');
    expectError(await s.post('cart/set/payment-method', { paymentMethod: 'CHEQUE' }), 400);
  });

  it('stores additional info (empty clears it) and bounds its length', async () => {
    const s = await withItem();
    expect(asCart((await s.post('cart/set/additional-info', { additionalInfo: 'Leave at the gate' })).body).additionalInfo).toBe(
      'Leave at the gate',
    );
    expect(asCart((await s.post('cart/set/additional-info', { additionalInfo: '  ' })).body).additionalInfo).toBeNull();
    expectError(await s.post('cart/set/additional-info', { additionalInfo: 'x'.repeat(1001) }), 400);
  });

  it('save-card options: guests cannot save or use cards; signed-in customers can', async () => {
    const guest = await withItem();
    expect(
      asCart((await guest.post('cart/set/save-card-options', { useSavedCard: false, saveCard: false, cardId: null })).body).saveCardOptions,
    ).toEqual({
      useSavedCard: false,
      saveCard: false,
      cardId: null,
    });
    expectError(await guest.post('cart/set/save-card-options', { saveCard: true }), 400, 'Saved cards are for registered customers');
    const user = new Shopper(api.api, { bearer: 'token-amara', session: '' });
    expect(asCart((await user.post('cart/set/save-card-options', { saveCard: true })).body).saveCardOptions.saveCard).toBe(true);
    expectError(await user.post('cart/set/save-card-options', { useSavedCard: true }), 400, 'Choose a saved card');
    expect(asCart((await user.post('cart/set/save-card-options', { useSavedCard: true, cardId: 'card-1' })).body).saveCardOptions).toEqual({
      useSavedCard: true,
      saveCard: false,
      cardId: 'card-1',
    });
  });
});

describe('addresses and delivery', () => {
  it('stores shipping and billing addresses and the billing-same flag', async () => {
    const s = await withItem();
    let c = asCart((await s.post('cart/set/shipping-address', address())).body);
    expect(c.shippingAddress).toMatchObject({ firstName: 'Nimal', cityId: 'city-colombo-03' });
    c = asCart((await s.post('cart/set/billing-address', address({ firstName: 'Kamala', cityId: 'city-kandy', city: 'Kandy' }))).body);
    expect(c.billingAddress).toMatchObject({ firstName: 'Kamala' });
    c = asCart((await s.post('cart/set/is-billing-same-as-shipping', { isBillingSameAsShipping: false })).body);
    expect(c.isBillingSameAsShipping).toBe(false);
  });

  it('refuses incomplete addresses and unknown cities with the §5 messages', async () => {
    const s = await withItem();
    expect(apiError.parse((await s.post('cart/set/shipping-address', address({ firstName: '' }))).body).description).toContain(
      'First name cannot be empty',
    );
    expect(apiError.parse((await s.post('cart/set/shipping-address', address({ postalCode: '12' }))).body).description).toContain(
      'Postal code is invalid',
    );
    expect(apiError.parse((await s.post('cart/set/shipping-address', address({ contactNumber: 'call me' }))).body).description).toContain(
      'Contact number is invalid',
    );
    expectError(await s.post('cart/set/shipping-address', address({ cityId: 'city-atlantis' })), 400, 'City information is required');
  });

  it('offers the plans of the address zone in the cart currency, none before an address', async () => {
    const s = await withItem();
    expect((await s.get('cart/get/delivery-plans')).body).toEqual([]);
    await s.post('cart/set/shipping-address', address());
    const lkr = deliveryPlan.array().parse((await s.get('cart/get/delivery-plans')).body);
    expect(lkr.map((p) => [p.id, p.price])).toEqual([
      ['metro-standard', 350],
      ['metro-express', 750],
    ]);
    expect(lkr[0]?.label).toMatchObject({ en: 'Standard (2-3 days)', si: expect.any(String), ta: expect.any(String) });
    await s.post('cart/set/selected-currency', undefined, { selectedCurrency: 'USD' });
    const usd = deliveryPlan.array().parse((await s.get('cart/get/delivery-plans')).body);
    expect(usd.map((p) => p.price)).toEqual([1.5, 3]);
  });

  it('charges the chosen plan when delivering, in the cart currency', async () => {
    const s = await withItem();
    await readyForDelivery(s);
    let c = await s.cart();
    expect(c).toMatchObject({ subTotal: 600, deliveryChargers: 350, tax: 60, total: 1010, deliveryMethod: 'delivery' });
    expect(c.deliveryPlan).toMatchObject({ id: 'metro-standard', price: 350 });
    c = asCart((await s.post('cart/set/delivery-plan', { deliveryPlanId: 'metro-express' })).body);
    expect(c.deliveryChargers).toBe(750);
    c = asCart((await s.post('cart/set/delivery-method', { deliveryMethod: 'store' })).body);
    expect(c.deliveryChargers).toBe(0);
  });

  it('the express courier needs a contact number valid in the address country (spec §5); standard plans do not', async () => {
    const courier = 'Please enter a contact number that is valid for the express courier';
    const s = await withItem();
    await readyForDelivery(s);
    // Passes the address form's pattern, but is no Sri Lankan number.
    expect((await s.post('cart/set/shipping-address', address({ contactNumber: '000 000 0000' }))).status).toBe(200);
    expectError(await s.post('cart/set/delivery-plan', { deliveryPlanId: 'metro-express' }), 400, courier);
    expect(asCart((await s.post('cart/set/delivery-plan', { deliveryPlanId: 'metro-standard' })).body).deliveryPlan?.id).toBe(
      'metro-standard',
    );
    await s.post('cart/set/shipping-address', address({ contactNumber: '077 123 4567' }));
    expect(asCart((await s.post('cart/set/delivery-plan', { deliveryPlanId: 'metro-express' })).body).deliveryPlan?.id).toBe(
      'metro-express',
    );
    // With express chosen, an address with an unusable number is refused, and the cart keeps the last one.
    expectError(await s.post('cart/set/shipping-address', address({ contactNumber: '+1 202 555 0100' })), 400, courier);
    expect((await s.cart()).shippingAddress?.contactNumber).toBe('077 123 4567');
    expect(validateResponse.parse((await s.get('cart/validate')).body).allowedToPlaceOrder).toBe(true);
  });

  it("refuses delivery to a city outside the zone: 'Deliveries are not available for your area'", async () => {
    const s = await withItem();
    const kandy = address({ cityId: 'city-kandy', city: 'Kandy', province: 'Central', district: 'Kandy', postalCode: '20000' });
    // As a billing address or before choosing delivery, a far city is fine.
    expect((await s.post('cart/set/shipping-address', kandy)).status).toBe(200);
    expectError(
      await s.post('cart/set/delivery-method', { deliveryMethod: 'delivery' }),
      400,
      'Deliveries are not available for your area',
    );
    expectError(await s.get('cart/get/delivery-plans'), 400, 'Deliveries are not available for your area');
    expectError(
      await s.post('cart/set/delivery-plan', { deliveryPlanId: 'metro-standard' }),
      400,
      'Deliveries are not available for your area',
    );
    await s.post('cart/set/shipping-address', address());
    await s.post('cart/set/delivery-method', { deliveryMethod: 'delivery' });
    expectError(await s.post('cart/set/shipping-address', kandy), 400, 'Deliveries are not available for your area');
  });

  it('refuses plans of another zone, unknown plans, and plans before an address', async () => {
    const s = await withItem();
    expectError(await s.post('cart/set/delivery-plan', { deliveryPlanId: 'metro-standard' }), 409, 'Add the shipping address first');
    await s.post('cart/set/shipping-address', address());
    expectError(
      await s.post('cart/set/delivery-plan', { deliveryPlanId: 'regional-express' }),
      400,
      'This delivery plan is not available for your area',
    );
    expectError(await s.post('cart/set/delivery-plan', { deliveryPlanId: 'by-pigeon' }), 404);
  });
});

describe('store pickup', () => {
  it('picks an outlet of the cart location and refuses one of another location or an unknown one', async () => {
    const s = await withItem();
    const c = asCart((await s.post('cart/set/store', { outletId: 'o-colombo' })).body);
    expect(c.store).toBe('o-colombo');
    expectError(await s.post('cart/set/store', { outletId: 'o-kandy' }), 409, 'This store does not serve the chosen shop location');
    expectError(await s.post('cart/set/store', { outletId: 'o-mars' }), 404, 'No such store');
  });

  it('drops the store when the cart moves to another location', async () => {
    const s = await withItem();
    await s.post('cart/set/store', { outletId: 'o-colombo' });
    await s.post('cart/set/selected-store-pickup-due-date', undefined, {
      storePickupDueDate: '2026-11-26',
      storePickupDueTime: '11:00',
      pickupType: 'SCHEDULED',
    });
    const c = asCart((await s.put('cart/set/inventory-location', { inventoryLocationId: LOCATIONS.kandy })).body);
    expect(c).toMatchObject({ store: null, storePickupDueDate: null, storePickupDueTime: null });
  });
});

describe('due dates are checked against business hours in the merchant time zone (spec §5, §9)', () => {
  const orderDue = (s: Shopper, date: string, time: string) =>
    s.post('cart/set/selected-order-due-date', undefined, { orderDueDate: date, orderDueTime: time, deliveryType: 'SCHEDULED' });
  const pickupDue = (s: Shopper, date: string, time: string) =>
    s.post('cart/set/selected-store-pickup-due-date', undefined, {
      storePickupDueDate: date,
      storePickupDueTime: time,
      pickupType: 'SCHEDULED',
    });

  it('accepts an open day and time and stores it', async () => {
    const s = await withItem();
    const c = asCart((await orderDue(s, '2026-11-26', '10:30')).body);
    expect(c).toMatchObject({ orderDueDate: '2026-11-26', orderDueTime: '10:30', deliveryType: 'SCHEDULED' });
    expect((await orderDue(s, '2026-11-25', '10:30')).status).toBe(200);
  });

  it('refuses a closed weekday (Sunday)', async () => {
    expectError(await orderDue(await withItem(), '2026-11-29', '10:00'), 400, 'We are closed on the chosen date');
  });

  it('refuses exception days: DAY_OF_MONTH (the 1st) and DAY_OF_YEAR (Christmas)', async () => {
    const s = await withItem();
    expectError(await orderDue(s, '2026-12-01', '10:00'), 400, 'We are closed on the chosen date');
    expectError(await orderDue(s, '2026-12-25', '10:00'), 400, 'We are closed on the chosen date');
  });

  it('refuses a time outside the open hours', async () => {
    const s = await withItem();
    expectError(await orderDue(s, '2026-11-26', '08:59'), 400, 'The chosen time is outside business hours');
    expectError(await orderDue(s, '2026-11-26', '18:00'), 400, 'The chosen time is outside business hours');
  });

  it('refuses dates beyond the 60-day horizon and in the past', async () => {
    const s = await withItem();
    expect((await orderDue(s, '2027-01-23', '10:00')).status).toBe(200);
    expectError(await orderDue(s, '2027-01-25', '10:00'), 400, 'Choose a date within the next 60 days');
    expectError(await orderDue(s, '2026-11-25', '09:30'), 400, 'The chosen time has already passed');
    expectError(await orderDue(s, '2026-11-24', '10:00'), 400, 'The chosen time has already passed');
  });

  it('reads "today" in Colombo, not in UTC', async () => {
    const s = await withItem();
    // 19:00 UTC on the 25th is 00:30 on the 26th in Colombo.
    api.clock.set('2026-11-25T19:00:00.000Z');
    try {
      expectError(await orderDue(s, '2026-11-25', '17:00'), 400, 'The chosen time has already passed');
      expect((await orderDue(s, '2026-11-26', '09:00')).status).toBe(200);
    } finally {
      api.clock.set('2026-11-25T04:30:00.000Z');
    }
  });

  it('refuses malformed dates and times', async () => {
    const s = await withItem();
    expectError(await orderDue(s, '2026-02-30', '10:00'), 400);
    expectError(await orderDue(s, '26-11-2026', '10:00'), 400);
    expectError(await orderDue(s, '2026-11-26', '25:00'), 400);
  });

  it('checks pickup times against the chosen store: its hours, its exception day, and a store is needed first', async () => {
    const s = await withItem();
    expectError(await pickupDue(s, '2026-11-26', '10:00'), 409, 'Choose the pickup store first');
    await s.post('cart/set/store', { outletId: 'o-colombo' });
    expect((await pickupDue(s, '2026-11-28', '17:30')).status).toBe(200);
    expectError(await pickupDue(s, '2026-11-29', '10:00'), 400, 'We are closed on the chosen date');
    api.clock.set('2027-04-01T04:30:00.000Z');
    try {
      // o-colombo is closed on 04-14 (DAY_OF_YEAR).
      expectError(await pickupDue(s, '2027-04-14', '10:00'), 400, 'We are closed on the chosen date');
      expect((await pickupDue(s, '2027-04-15', '10:00')).status).toBe(200);
    } finally {
      api.clock.set('2026-11-25T04:30:00.000Z');
    }
  });

  it('uses default hours 09:00-18:00 for a store without hours, and honours a DAY_OF_WEEK exception', async () => {
    const s = await withItem(LOCATIONS.kandy);
    await s.post('cart/set/store', { outletId: 'o-kandy' });
    expect((await pickupDue(s, '2026-11-29', '09:00')).status).toBe(200);
    expectError(await pickupDue(s, '2026-11-29', '18:30'), 400, 'The chosen time is outside business hours');
    const original = (api.db.prepare("SELECT json FROM outlets WHERE id = 'o-kandy'").get() as { json: string }).json;
    api.db
      .prepare(
        'UPDATE outlets SET json = json_set(json, \'$.schedule.exceptions\', json(\'[{"type":"DAY_OF_WEEK","value":4}]\')) WHERE id = \'o-kandy\'',
      )
      .run();
    try {
      expectError(await pickupDue(s, '2026-11-26', '10:00'), 400, 'We are closed on the chosen date');
    } finally {
      api.db.prepare("UPDATE outlets SET json = ? WHERE id = 'o-kandy'").run(original);
    }
  });
});

describe('set/file: a real upload, size- and type-checked', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 32)]);
  const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
  const upload = (s: Shopper, body: Buffer, type: string, name = 'prescription.png') =>
    call(s.url('cart/set/file'), {
      method: 'POST',
      headers: s.headers({ 'content-type': type, 'x-file-name': encodeURIComponent(name) }),
      body: new Uint8Array(body),
    });
  const uploads = () => (existsSync(join(api.dir, 'uploads')) ? readdirSync(join(api.dir, 'uploads')) : []);

  it('stores an allowed file under the data folder and describes it on the cart', async () => {
    const s = await withItem();
    const before = uploads().length;
    const c = asCart((await upload(s, PNG, 'image/png', 'scan of ∂ note.png')).body);
    expect(c.file).toMatchObject({ name: 'scan of ∂ note.png', size: PNG.length, contentType: 'image/png' });
    expect(uploads()).toHaveLength(before + 1);
    expect(uploads()).toContain(c.file?.id);
  });

  it('replaces the previous file and removes it; an empty body removes the file', async () => {
    const s = await withItem();
    const first = asCart((await upload(s, PNG, 'image/png')).body).file?.id;
    const second = asCart((await upload(s, PDF, 'application/pdf', 'letter.pdf')).body).file;
    expect(second).toMatchObject({ contentType: 'application/pdf', name: 'letter.pdf' });
    expect(uploads()).not.toContain(first);
    const cleared = asCart((await call(s.url('cart/set/file'), { method: 'POST', headers: s.headers() })).body);
    expect(cleared.file).toBeNull();
    expect(uploads()).not.toContain(second?.id);
  });

  it('sniffs the type from the bytes: octet-stream JPEG is accepted as JPEG', async () => {
    const s = await withItem();
    expect(asCart((await upload(s, JPEG, 'application/octet-stream', 'photo')).body).file?.contentType).toBe('image/jpeg');
  });

  it('refuses a type that is not allowed, and a file whose bytes do not match its declared type', async () => {
    const s = await withItem();
    expectError(await upload(s, Buffer.from('hello there, plain text'), 'text/plain'), 415);
    expectError(await upload(s, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'), 415);
    expectError(await upload(s, PDF, 'image/png'), 415, 'The file content does not match its type');
    expectError(await upload(s, Buffer.from('MZ executable'), 'application/octet-stream'), 415);
  });

  it('refuses a file over the size limit (413)', async () => {
    const s = await withItem();
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMIT_BYTES + 2048)]);
    const res = await upload(s, big, 'image/png');
    expect(res.status).toBe(413);
    const justUnder = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMIT_BYTES - PNG.length)]);
    expect((await upload(s, justUnder, 'image/png')).status).toBe(200);
  });

  it('takes a file only into a cart with something in it, and stores nothing otherwise', async () => {
    const before = uploads().length;
    const carts = () => (api.db.prepare('SELECT count(*) AS n FROM carts').get() as { n: number }).n;
    const cartsBefore = carts();
    const nobody = new Shopper(api.api);
    expectError(await upload(nobody, PNG, 'image/png'), 409, 'Add an item to your cart before attaching a file');
    expect(uploads()).toHaveLength(before);
    // No cart was started for the caller either.
    expect(carts()).toBe(cartsBefore);
    // Removing (an empty body) is always allowed.
    expect((await call(nobody.url('cart/set/file'), { method: 'POST', headers: nobody.headers() })).status).toBe(200);
  });

  it('counts attached files per cart owner: the eleventh in ten minutes is refused with 429 and Retry-After', async () => {
    const s = await withItem();
    for (let i = 0; i < 10; i += 1) expect((await upload(s, PNG, 'image/png')).status).toBe(200);
    const refused = await upload(s, PNG, 'image/png');
    expectError(refused, 429, 'Too many files attached. Please wait a moment and try again.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // One file per cart: the nine replaced ones are gone already.
    const kept = asCart((await s.get('cart/get')).body).file?.id;
    expect(uploads().filter((name) => name === kept)).toHaveLength(1);
    // Another shopper is not held up, and removing is never counted.
    expect((await upload(await withItem(), PNG, 'image/png')).status).toBe(200);
    expect((await call(s.url('cart/set/file'), { method: 'POST', headers: s.headers() })).status).toBe(200);
  });

  it('keeps only the base name of a path-like file name', async () => {
    const s = await withItem();
    expect(asCart((await upload(s, PNG, 'image/png', '../../etc/passwd')).body).file?.name).toBe('passwd');
  });
});

describe('validate lists what is missing', () => {
  it('an empty cart, then each missing field until the cart can be placed', async () => {
    const s = new Shopper(api.api);
    expect(validateResponse.parse((await s.get('cart/validate')).body)).toMatchObject({ allowedToPlaceOrder: false, missing: ['items'] });
    await s.add('p-wrap', 'ribbon:off', 1);
    let v = validateResponse.parse((await s.get('cart/validate')).body);
    expect(v.missing).toEqual(['email', 'paymentMethod', 'deliveryMethod', 'billingAddress']);
    await s.post('cart/set/delivery-method', { deliveryMethod: 'delivery' });
    v = validateResponse.parse((await s.get('cart/validate')).body);
    expect(v.missing).toEqual(['email', 'paymentMethod', 'shippingAddress', 'billingAddress']);
    await readyForDelivery(s);
    v = validateResponse.parse((await s.get('cart/validate')).body);
    expect(v).toEqual({ allowedToPlaceOrder: true, warnings: {}, missing: [] });
  });

  it('store pickup needs a store of the cart location and a billing address', async () => {
    const s = await withItem();
    await s.post('cart/set/email', { email: 'p@example.com' });
    await s.post('cart/set/payment-method', { paymentMethod: 'CASH' });
    await s.post('cart/set/delivery-method', { deliveryMethod: 'store' });
    let v = validateResponse.parse((await s.get('cart/validate')).body);
    expect(v.missing).toEqual(['store', 'billingAddress']);
    await s.post('cart/set/store', { outletId: 'o-colombo' });
    await s.post('cart/set/is-billing-same-as-shipping', { isBillingSameAsShipping: false });
    await s.post('cart/set/billing-address', address());
    v = validateResponse.parse((await s.get('cart/validate')).body);
    expect(v.allowedToPlaceOrder).toBe(true);
  });

  it('a due date that has passed since it was chosen blocks placing', async () => {
    const s = await withItem();
    await readyForDelivery(s);
    await s.post('cart/set/selected-order-due-date', undefined, {
      orderDueDate: '2026-11-25',
      orderDueTime: '11:00',
      deliveryType: 'SCHEDULED',
    });
    api.clock.set('2026-11-25T06:00:00.000Z');
    try {
      expect(validateResponse.parse((await s.get('cart/validate')).body).missing).toEqual(['orderDueDate']);
    } finally {
      api.clock.set('2026-11-25T04:30:00.000Z');
    }
  });

  it('CASH is refused for a product without cash on delivery', async () => {
    api.db.prepare("UPDATE products SET json = json_set(json, '$.cashOnDelivery', json('false')) WHERE id = 'p-wrap'").run();
    try {
      const s = await withItem();
      await readyForDelivery(s, 'CASH');
      expect(validateResponse.parse((await s.get('cart/validate')).body).missing).toEqual(['paymentMethod']);
      const res = await s.get('cart/purchase');
      expectError(res, 409, 'Cash on delivery is not available for Gift Wrap');
    } finally {
      api.db.prepare("UPDATE products SET json = json_set(json, '$.cashOnDelivery', json('true')) WHERE id = 'p-wrap'").run();
    }
  });
});

describe('delivery schedule', () => {
  it('answers the business hours and time zone to anyone: no session, a guest and a signed-in customer', async () => {
    const anonymous = new Shopper(api.api, { session: '' });
    const guest = await withItem();
    const customer = new Shopper(api.api, { bearer: 'token-amara', session: '' });
    for (const who of [anonymous, guest, customer]) {
      const answer = await who.get('cart/get/delivery-schedule');
      expect(answer.status).toBe(200);
      const body = deliverySchedule.parse(answer.body);
      expect(body.timeZone).toBe('Asia/Colombo');
      expect(body.schedule.openHours.length + body.schedule.exceptions.length).toBeGreaterThanOrEqual(0);
      expect(JSON.stringify(answer.body)).not.toContain('Please sign in');
    }
  });
});
