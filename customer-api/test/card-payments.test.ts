import { completePaymentResponse, purchaseResponse } from '../../lib/api/cart-schemas';
import { apiSettings } from '../settings';
import {
  DECLINED_CARD,
  GOOD_CARD,
  readyForDelivery,
  Shopper,
  startCommerceApi,
  stockOf,
  submitPaymentForm,
  type CommerceApi,
} from './commerce-api';
import { LOCATIONS } from './fixture';

// Holds last 15 minutes here (the default); the clock starts Wednesday 2026-11-25 04:30 UTC.
const START = '2026-11-25T04:30:00.000Z';
let api: CommerceApi;
beforeAll(async () => {
  api = await startCommerceApi(START, { expirySweepMs: 0 });
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  api.clock.set(START);
});

const WRAP = ['p-wrap', 'ribbon:on'] as const;
const wrapStock = () => stockOf(api.db, ...WRAP, LOCATIONS.colombo);
const paymentRow = (id: string) =>
  api.db.prepare('SELECT status, failure_reason, voided_at, order_id FROM payments WHERE id = ?').get(id) as {
    status: string;
    failure_reason: string | null;
    voided_at: string | null;
    order_id: string | null;
  };

async function cardShopper(quantity = 1, promoCode?: string) {
  const s = new Shopper(api.api);
  expect((await s.add(...WRAP, quantity)).status).toBe(200);
  if (promoCode) expect((await s.post('cart/set/promoCode', { promoCode })).status).toBe(200);
  await readyForDelivery(s, 'CARD');
  const answer = purchaseResponse.parse((await s.get('cart/purchase')).body);
  if (answer.kind !== 'REDIRECT') throw new Error('expected a redirect');
  return { s, ...answer };
}

async function complete(s: Shopper, paymentId: string) {
  return completePaymentResponse.parse((await s.get('cart/complete-payment', { paymentId })).body);
}

describe('a card payment holds its stock from the start', () => {
  it.each([
    ['declined', DECLINED_CARD, 'FAILED', 'CARD_DECLINED'],
    ['cancelled', { action: 'cancel' }, 'CANCELLED', 'CANCELLED_BY_SHOPPER'],
  ])(
    '%s on the page: the held units go back at once and the cart is open again, with the gateway’s reason',
    async (_name, form, status, reason) => {
      const before = wrapStock();
      const { s, paymentId, redirectUrl } = await cardShopper(2);
      expect(wrapStock()).toBe(before - 2);
      await submitPaymentForm(redirectUrl, form);
      expect(wrapStock()).toBe(before);
      expect((await s.cart()).orderStatus).toBe('OPEN');
      expect(await complete(s, paymentId)).toEqual({ status, orderId: null, refId: null, reason });
      expect(wrapStock()).toBe(before);
    },
  );

  it('a change to the cart while paying gives the held units back', async () => {
    const before = wrapStock();
    const { s, paymentId } = await cardShopper(3);
    expect(wrapStock()).toBe(before - 3);
    await s.post('cart/update', { productId: WRAP[0], varianceKey: WRAP[1], quantity: 1 });
    expect(wrapStock()).toBe(before);
    expect(paymentRow(paymentId).status).toBe('CANCELLED');
  });

  it('a pending payment expires after the hold time: its units go back, its link and its return say so, nothing is charged', async () => {
    const before = wrapStock();
    const { s, paymentId, redirectUrl } = await cardShopper(2);
    api.clock.set('2026-11-25T04:44:59.000Z');
    expect((await fetch(redirectUrl)).status).toBe(200);
    expect(wrapStock()).toBe(before - 2);
    api.clock.set('2026-11-25T04:45:00.000Z');
    // Another shopper's purchase sweeps expired holds before it checks stock.
    const other = new Shopper(api.api);
    await other.add('p-kettle', '', 1);
    expect(wrapStock()).toBe(before);
    expect(paymentRow(paymentId)).toMatchObject({ status: 'EXPIRED', failure_reason: 'EXPIRED' });
    // Paying on the expired page records nothing and sends the shopper back.
    const late = await submitPaymentForm(redirectUrl, GOOD_CARD);
    expect(late.status).toBe(303);
    expect(paymentRow(paymentId).status).toBe('EXPIRED');
    expect(await complete(s, paymentId)).toEqual({ status: 'EXPIRED', orderId: null, refId: null });
    expect((await s.cart()).orderStatus).toBe('OPEN');
    // Buying again opens a new payment with a new hold.
    const again = purchaseResponse.parse((await s.get('cart/purchase')).body);
    expect(again.kind === 'REDIRECT' && again.paymentId).not.toBe(paymentId);
    expect(wrapStock()).toBe(before - 2);
    await s.post('cart/clear-cart');
    expect(wrapStock()).toBe(before);
  });

  it('complete-payment expires its own payment lazily, with no other traffic', async () => {
    const before = wrapStock();
    const { s, paymentId } = await cardShopper(1);
    api.clock.set('2026-11-25T05:00:00.000Z');
    expect(await complete(s, paymentId)).toEqual({ status: 'EXPIRED', orderId: null, refId: null });
    expect(wrapStock()).toBe(before);
  });

  it('the timer sweeps expired payments nobody comes back to', async () => {
    const swept = await startCommerceApi(START, { expirySweepMs: 50 });
    try {
      const s = new Shopper(swept.api);
      await s.add(...WRAP, 2);
      await readyForDelivery(s, 'CARD');
      const before = stockOf(swept.db, ...WRAP, LOCATIONS.colombo) + 0;
      expect(purchaseResponse.parse((await s.get('cart/purchase')).body).kind).toBe('REDIRECT');
      expect(stockOf(swept.db, ...WRAP, LOCATIONS.colombo)).toBe(before - 2);
      swept.clock.set('2026-11-25T04:46:00.000Z');
      for (let i = 0; i < 100 && stockOf(swept.db, ...WRAP, LOCATIONS.colombo) !== before; i++) await new Promise((r) => setTimeout(r, 20));
      expect(stockOf(swept.db, ...WRAP, LOCATIONS.colombo)).toBe(before);
    } finally {
      await swept.close();
    }
  });
});

describe('a paid payment whose order cannot be placed is voided, never left paid without an order', () => {
  it('the promo ran out of claims while the shopper paid (LASTONE): VOIDED, recorded, stock back, cart open', async () => {
    const before = wrapStock();
    const { s, paymentId, redirectUrl } = await cardShopper(1, 'LASTONE');
    const rival = new Shopper(api.api);
    await rival.add('p-kettle', '', 1);
    expect((await rival.post('cart/set/promoCode', { promoCode: 'LASTONE' })).status).toBe(200);
    await readyForDelivery(rival, 'CASH', 'rival@example.com');
    expect(purchaseResponse.parse((await rival.get('cart/purchase')).body).kind).toBe('ORDER_PLACED');

    await submitPaymentForm(redirectUrl, GOOD_CARD);
    expect(paymentRow(paymentId).status).toBe('PAID');
    expect(await complete(s, paymentId)).toEqual({ status: 'VOIDED', orderId: null, refId: null });
    expect(paymentRow(paymentId)).toEqual({
      status: 'VOIDED',
      failure_reason: 'PROMO_UNAVAILABLE',
      voided_at: expect.any(String),
      order_id: null,
    });
    expect(wrapStock()).toBe(before);
    const c = await s.cart();
    expect(c.orderStatus).toBe('OPEN');
    expect(c.promo).toMatchObject({ status: 'inactive', reason: 'MAX_CLAIMS' });
    // Asking again answers the same outcome and places nothing.
    expect(await complete(s, paymentId)).toEqual({ status: 'VOIDED', orderId: null, refId: null });
    expect(api.db.prepare("SELECT COUNT(*) AS n FROM payments WHERE status = 'PAID' AND order_id IS NULL").get()).toEqual({ n: 0 });
  });

  it('the promo expired while the shopper paid: checked again when the order is placed', async () => {
    api.db.prepare("UPDATE promo_codes SET json = json_set(json, '$.validUntil', '2026-11-25T04:40:00.000Z') WHERE code = 'SAVE10'").run();
    try {
      const { s, paymentId, redirectUrl } = await cardShopper(1, 'SAVE10');
      api.clock.set('2026-11-25T04:35:00.000Z');
      await submitPaymentForm(redirectUrl, GOOD_CARD);
      api.clock.set('2026-11-25T04:41:00.000Z');
      expect(await complete(s, paymentId)).toEqual({ status: 'VOIDED', orderId: null, refId: null });
      expect(paymentRow(paymentId)).toMatchObject({ status: 'VOIDED', failure_reason: 'PROMO_UNAVAILABLE' });
    } finally {
      api.db.prepare("UPDATE promo_codes SET json = json_set(json, '$.validUntil', NULL) WHERE code = 'SAVE10'").run();
    }
  });

  it('a promo that still applies is honoured: the order keeps the discount the shopper paid', async () => {
    const { s, paymentId, redirectUrl } = await cardShopper(1, 'SAVE10');
    await submitPaymentForm(redirectUrl, GOOD_CARD);
    expect(await complete(s, paymentId)).toMatchObject({ status: 'PAID', orderId: expect.any(String) });
  });
});

describe('a paid payment nobody completes is settled when its hold ends, never left paid without an order', () => {
  const paidWithoutOrder = (db: CommerceApi['db']) =>
    db.prepare("SELECT COUNT(*) AS n FROM payments WHERE status = 'PAID' AND order_id IS NULL").get();

  it('the timer places the order with the held units once the hold is over; complete-payment then finds it', async () => {
    const swept = await startCommerceApi(START, { expirySweepMs: 50 });
    try {
      const stock = () => stockOf(swept.db, ...WRAP, LOCATIONS.colombo);
      const before = stock();
      const s = new Shopper(swept.api);
      await s.add(...WRAP, 2);
      await readyForDelivery(s, 'CARD');
      const answer = purchaseResponse.parse((await s.get('cart/purchase')).body);
      if (answer.kind !== 'REDIRECT') throw new Error('expected a redirect');
      await submitPaymentForm(answer.redirectUrl, GOOD_CARD);
      const row = () =>
        swept.db.prepare('SELECT status, order_id FROM payments WHERE id = ?').get(answer.paymentId) as {
          status: string;
          order_id: string | null;
        };
      // The shopper closed the tab: within the hold nothing changes.
      swept.clock.set('2026-11-25T04:44:00.000Z');
      await new Promise((r) => setTimeout(r, 200));
      expect(row()).toEqual({ status: 'PAID', order_id: null });
      swept.clock.set('2026-11-25T04:45:00.000Z');
      for (let i = 0; i < 100 && row().order_id === null; i++) await new Promise((r) => setTimeout(r, 20));
      const orderId = row().order_id;
      expect(row().status).toBe('PAID');
      expect(orderId).toEqual(expect.any(String));
      expect(swept.db.prepare('SELECT payment_id, status FROM orders WHERE id = ?').get(orderId)).toEqual({
        payment_id: answer.paymentId,
        status: 'PROCESSING',
      });
      // The held units became the order's: not back on the shelf, not taken twice.
      expect(stock()).toBe(before - 2);
      expect(paidWithoutOrder(swept.db)).toEqual({ n: 0 });
      const late = completePaymentResponse.parse((await s.get('cart/complete-payment', { paymentId: answer.paymentId })).body);
      expect(late).toMatchObject({ status: 'PAID', orderId });
    } finally {
      await swept.close();
    }
  });

  it('voids it when the order cannot be placed (the promo expired meanwhile): recorded VOIDED, units back, cart open', async () => {
    api.db.prepare("UPDATE promo_codes SET json = json_set(json, '$.validUntil', '2026-11-25T04:40:00.000Z') WHERE code = 'SAVE10'").run();
    try {
      const before = wrapStock();
      const { s, paymentId, redirectUrl } = await cardShopper(1, 'SAVE10');
      api.clock.set('2026-11-25T04:35:00.000Z');
      await submitPaymentForm(redirectUrl, GOOD_CARD);
      expect(paymentRow(paymentId).status).toBe('PAID');
      api.clock.set('2026-11-25T04:44:59.000Z');
      await new Shopper(api.api).add('p-kettle', '', 1);
      expect(paymentRow(paymentId).status).toBe('PAID');

      api.clock.set('2026-11-25T04:45:00.000Z');
      // Another shopper's cart change settles due payments before it acts, as the timer would.
      await new Shopper(api.api).add('p-kettle', '', 1);
      expect(paymentRow(paymentId)).toEqual({
        status: 'VOIDED',
        failure_reason: 'PROMO_UNAVAILABLE',
        voided_at: expect.any(String),
        order_id: null,
      });
      expect(wrapStock()).toBe(before);
      expect((await s.cart()).orderStatus).toBe('OPEN');
      expect(paidWithoutOrder(api.db)).toEqual({ n: 0 });
      expect(await complete(s, paymentId)).toEqual({ status: 'VOIDED', orderId: null, refId: null });
    } finally {
      api.db.prepare("UPDATE promo_codes SET json = json_set(json, '$.validUntil', NULL) WHERE code = 'SAVE10'").run();
    }
  });
});

describe('a guest who signs in while paying by card', () => {
  const ordersOf = async (s: Shopper) =>
    ((await s.post('order/get-orders-ongoing', {})).body as { orders: { id: string }[] }).orders.map((o) => o.id);

  it('the return finds the payment under the customer now signed in, and the order is in their account', async () => {
    const { s: guest, paymentId, redirectUrl } = await cardShopper();
    // Signed in in another tab: the storefront sends the token with this browser's guest session.
    const customer = new Shopper(api.api, { bearer: 'token-payer-1', session: guest.session });
    await customer.cart();
    await submitPaymentForm(redirectUrl, GOOD_CARD);
    const done = await complete(customer, paymentId);
    expect(done).toMatchObject({ status: 'PAID', orderId: expect.any(String) });
    expect(await ordersOf(customer)).toContain(done.orderId);
    expect(api.db.prepare('SELECT owner_kind, owner_key FROM orders WHERE id = ?').get(done.orderId)).toEqual({
      owner_kind: 'user',
      owner_key: 'payer-1',
    });
    // The guest session alone no longer reaches the payment.
    expect((await guest.get('cart/complete-payment', { paymentId })).status).toBe(404);
  });

  it('signed in on the payment page itself (before paying): the return still finds it', async () => {
    const { s: guest, paymentId, redirectUrl } = await cardShopper();
    await submitPaymentForm(redirectUrl, GOOD_CARD);
    const customer = new Shopper(api.api, { bearer: 'token-payer-2', session: guest.session });
    // The first call after sign-in is the return itself.
    expect(await complete(customer, paymentId)).toMatchObject({ status: 'PAID', orderId: expect.any(String) });
  });

  it('an order placed from the payment before the customer came back is adopted at sign-in', async () => {
    const { s: guest, paymentId, redirectUrl } = await cardShopper();
    await submitPaymentForm(redirectUrl, GOOD_CARD);
    api.clock.set('2026-11-25T04:45:00.000Z');
    await new Shopper(api.api).add('p-kettle', '', 1);
    const orderId = paymentRow(paymentId).order_id;
    expect(orderId).toEqual(expect.any(String));
    const customer = new Shopper(api.api, { bearer: 'token-payer-3', session: guest.session });
    expect(await complete(customer, paymentId)).toMatchObject({ status: 'PAID', orderId });
    expect(await ordersOf(customer)).toContain(orderId);
  });

  it('another customer without that guest session does not find the payment', async () => {
    const { s: guest, paymentId, redirectUrl } = await cardShopper();
    await submitPaymentForm(redirectUrl, GOOD_CARD);
    const stranger = new Shopper(api.api, { bearer: 'token-stranger-1' });
    expect((await stranger.get('cart/complete-payment', { paymentId })).status).toBe(404);
    expect((await complete(guest, paymentId)).status).toBe('PAID');
  });
});

describe('the hosted page link is signed and expires', () => {
  it('the payment id alone, a tampered token, or another payment’s token opens nothing and records nothing', async () => {
    const a = await cardShopper();
    const b = await cardShopper();
    const bare = a.redirectUrl.split('?')[0] ?? '';
    const tokenOfB = new URL(b.redirectUrl).searchParams.get('t') ?? '';
    const tampered = new URL(a.redirectUrl);
    const token = tampered.searchParams.get('t') ?? '';
    // Its last two characters changed, whatever they were (a fixed "AA" would sometimes change nothing).
    tampered.searchParams.set('t', `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    expect(tampered.searchParams.get('t')).not.toBe(token);
    for (const url of [bare, `${bare}?t=${tokenOfB}`, tampered.href]) {
      const page = await fetch(url);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Payment not found');
      expect((await submitPaymentForm(url, GOOD_CARD)).status).toBe(404);
    }
    expect(paymentRow(a.paymentId).status).toBe('PENDING');
    expect((await submitPaymentForm(a.redirectUrl, GOOD_CARD)).status).toBe(303);
    expect(paymentRow(a.paymentId).status).toBe('PAID');
    await complete(a.s, a.paymentId);
    await submitPaymentForm(b.redirectUrl, { action: 'cancel' });
  });

  it('the page says it is in test mode', async () => {
    const { redirectUrl } = await cardShopper();
    const html = await (await fetch(redirectUrl)).text();
    expect(html).toContain('<p class="mode">Test mode</p>');
    expect(html).toMatch(/<title>Pay .* \(test mode\)<\/title>/);
    await submitPaymentForm(redirectUrl, { action: 'cancel' });
  });
});

describe('the payment simulator is opt-in', () => {
  it('is off unless PAYMENT_SIMULATOR=on, whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['production', 'development', 'test'] as const) {
      expect(apiSettings({ NODE_ENV }).PAYMENT_SIMULATOR).toBe('off');
      expect(apiSettings({ NODE_ENV, PAYMENT_SIMULATOR: 'on' }).PAYMENT_SIMULATOR).toBe('on');
    }
    expect(() => apiSettings({ NODE_ENV: 'test', PAYMENT_SIMULATOR: 'yes' })).toThrow(/PAYMENT_SIMULATOR/);
    expect(() => apiSettings({ NODE_ENV: 'test', PAYMENT_LINK_KEY: 'short' })).toThrow(/PAYMENT_LINK_KEY/);
  });

  it('without it a card purchase answers a clear 501 and no payment page exists; cash still sells', async () => {
    const off = await startCommerceApi(START, { paymentSimulator: false, expirySweepMs: 0 });
    try {
      const s = new Shopper(off.api);
      await s.add(...WRAP, 1);
      await readyForDelivery(s, 'CARD');
      const refused = await s.get('cart/purchase');
      expect(refused.status).toBe(501);
      expect(refused.body).toMatchObject({
        httpStatus: 501,
        description: expect.stringMatching(/Card payments are not available.*PAYMENT_SIMULATOR=on/),
      });
      expect(off.db.prepare('SELECT COUNT(*) AS n FROM payments').get()).toEqual({ n: 0 });
      expect((await s.cart()).orderStatus).toBe('OPEN');
      expect((await fetch(`${off.origin}/demo/payment/pay-anything?t=x`)).status).toBe(404);
      await s.post('cart/set/payment-method', { paymentMethod: 'CASH' });
      expect(purchaseResponse.parse((await s.get('cart/purchase')).body).kind).toBe('ORDER_PLACED');
    } finally {
      await off.close();
    }
  });
});
