import { completePaymentResponse, purchaseResponse } from '../../lib/api/cart-schemas';
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
import type { JsonAnswer } from './start-test-api';

// 20 guests race by card for the 5 red S tees in Colombo (fixture stock), over real HTTP.
const SHOPPERS = 20;
const UNITS = 5;
// Some 200 HTTP calls per race: on two shared cores that can take well over Jest's default 5 s.
const RACE_TIMEOUT_MS = 60_000;
const TEE = ['p-tee', 'color:red|size:s'] as const;

let api: CommerceApi;
beforeEach(async () => {
  api = await startCommerceApi();
});
afterEach(async () => {
  await api.close();
});

const count = (sql: string) => (api.db.prepare(sql).get() as { n: number }).n;
const paidWithoutOrder = () => count("SELECT COUNT(*) AS n FROM payments WHERE status = 'PAID' AND order_id IS NULL");

async function readyShoppers(): Promise<Shopper[]> {
  expect(stockOf(api.db, ...TEE, LOCATIONS.colombo)).toBe(UNITS);
  const shoppers = Array.from({ length: SHOPPERS }, () => new Shopper(api.api));
  await Promise.all(
    shoppers.map(async (s, i) => {
      expect((await s.add(...TEE, 1)).status).toBe(200);
      await readyForDelivery(s, 'CARD', `card-racer${i}@example.com`);
    }),
  );
  return shoppers;
}

/** Everyone asks to pay at once: who gets a payment page, who is refused before paying. */
async function purchaseAll(shoppers: readonly Shopper[]) {
  const answers: JsonAnswer[] = await Promise.all(shoppers.map((s) => s.get('cart/purchase')));
  expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
  const paying = answers.flatMap((a, i) => {
    if (a.status !== 200) return [];
    const answer = purchaseResponse.parse(a.body);
    if (answer.kind !== 'REDIRECT') throw new Error('expected a redirect');
    const shopper = shoppers[i];
    return shopper ? [{ s: shopper, ...answer }] : [];
  });
  const refused = shoppers.filter((_, i) => answers[i]?.status === 409);
  return { paying, refused };
}

const complete = async (s: Shopper, paymentId: string) =>
  completePaymentResponse.parse((await s.get('cart/complete-payment', { paymentId })).body);

it(
  '20 shoppers paying by card for 5 units: 5 orders, 15 refused before paying, no payment paid without an order',
  async () => {
    const shoppers = await readyShoppers();
    const { paying, refused } = await purchaseAll(shoppers);
    expect(paying).toHaveLength(UNITS);
    expect(refused).toHaveLength(SHOPPERS - UNITS);
    expect(stockOf(api.db, ...TEE, LOCATIONS.colombo)).toBe(0);

    await Promise.all(paying.map((p) => submitPaymentForm(p.redirectUrl, GOOD_CARD)));
    const outcomes = await Promise.all(paying.map((p) => complete(p.s, p.paymentId)));
    expect(outcomes.every((o) => o.status === 'PAID' && o.orderId !== null)).toBe(true);
    expect(new Set(outcomes.map((o) => o.refId)).size).toBe(UNITS);

    expect(count('SELECT COUNT(*) AS n FROM orders')).toBe(UNITS);
    expect(count('SELECT COUNT(*) AS n FROM payments')).toBe(UNITS);
    expect(paidWithoutOrder()).toBe(0);
    expect(stockOf(api.db, ...TEE, LOCATIONS.colombo)).toBe(0);
    // The refused see why, and stay refused: nothing is left to pay for.
    const loser = refused[0];
    expect(loser && (await loser.cart()).warnings['p-tee/color:red|size:s']?.type).toBe('UNAVAILABLE');
    expect((await purchaseAll(refused)).paying).toHaveLength(0);
  },
  RACE_TIMEOUT_MS,
);

it(
  'the same race with a card declined in the middle: its unit goes back, one refused shopper buys it, still 5 orders and none paid without an order',
  async () => {
    const shoppers = await readyShoppers();
    const { paying, refused } = await purchaseAll(shoppers);
    expect(paying).toHaveLength(UNITS);
    const declined = paying[2];
    if (!declined) throw new Error('expected five payers');

    // The others pay while the third one's card is declined.
    await Promise.all(paying.map((p) => submitPaymentForm(p.redirectUrl, p === declined ? DECLINED_CARD : GOOD_CARD)));
    expect(stockOf(api.db, ...TEE, LOCATIONS.colombo)).toBe(1);
    const outcomes = await Promise.all(paying.map((p) => complete(p.s, p.paymentId)));
    expect(outcomes.filter((o) => o.status === 'PAID')).toHaveLength(UNITS - 1);
    expect(outcomes.filter((o) => o.status === 'FAILED')).toHaveLength(1);

    // The refused try again at once: exactly one gets the freed unit.
    const second = await purchaseAll(refused);
    expect(second.paying).toHaveLength(1);
    expect(second.refused).toHaveLength(refused.length - 1);
    const [last] = second.paying;
    if (!last) throw new Error('expected one payer');
    await submitPaymentForm(last.redirectUrl, GOOD_CARD);
    expect(await complete(last.s, last.paymentId)).toMatchObject({ status: 'PAID', orderId: expect.any(String) });

    expect(count('SELECT COUNT(*) AS n FROM orders')).toBe(UNITS);
    expect(count("SELECT COUNT(*) AS n FROM payments WHERE status = 'FAILED'")).toBe(1);
    expect(paidWithoutOrder()).toBe(0);
    expect(stockOf(api.db, ...TEE, LOCATIONS.colombo)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM stock_holds')).toBe(0);
  },
  RACE_TIMEOUT_MS,
);
