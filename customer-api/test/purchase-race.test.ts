import { purchaseResponse } from '../../lib/api/cart-schemas';
import { readyForDelivery, Shopper, startCommerceApi, stockOf, type CommerceApi } from './commerce-api';
import { LOCATIONS } from './fixture';

let api: CommerceApi;
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(async () => {
  await api.close();
});

// 50 guests race for the 5 red S tees in Colombo (fixture stock).
const SHOPPERS = 50;
const UNITS = 5;

it('50 parallel purchases for 5 units give exactly 5 orders and stock 0, never negative', async () => {
  expect(stockOf(api.db, 'p-tee', 'color:red|size:s', LOCATIONS.colombo)).toBe(UNITS);
  const shoppers = Array.from({ length: SHOPPERS }, () => new Shopper(api.api));
  await Promise.all(
    shoppers.map(async (s, i) => {
      const added = await s.add('p-tee', 'color:red|size:s', 1);
      expect(added.status).toBe(200);
      await readyForDelivery(s, 'CASH', `racer${i}@example.com`);
    }),
  );

  const answers = await Promise.all(shoppers.map((s) => s.get('cart/purchase')));

  const placed = answers.filter((a) => a.status === 200).map((a) => purchaseResponse.parse(a.body));
  expect(placed).toHaveLength(UNITS);
  expect(placed.every((p) => p.kind === 'ORDER_PLACED')).toBe(true);
  expect(answers.filter((a) => a.status === 409)).toHaveLength(SHOPPERS - UNITS);
  expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
  expect(new Set(placed.map((p) => (p.kind === 'ORDER_PLACED' ? p.refId : ''))).size).toBe(UNITS);
  expect((api.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n).toBe(UNITS);
  expect(stockOf(api.db, 'p-tee', 'color:red|size:s', LOCATIONS.colombo)).toBe(0);

  // The losers see why: the line is now unavailable in their carts.
  const loser = shoppers[answers.findIndex((a) => a.status === 409)];
  expect(loser && (await loser.cart()).warnings['p-tee/color:red|size:s']?.type).toBe('UNAVAILABLE');
});
