import { expect, test } from './support/fixtures';
import en from '../messages/en.json';
import { warningToast } from '../lib/cart/warning-actions';
import { discover } from '../scripts/lib/bench/cart-load.mjs';
import { buyLastUnits, shelf } from '../scripts/lib/bench/last-units-load.mjs';
import { startOwnShop, type OwnShop } from './support/own-servers';
import { testServers as s } from './support/test-servers';

/**
 * Load: 200 guests, each with its own cookies and cart, buy the last 10 units of one product by cash
 * at the same moment through the storefront's own routes (`next start` on the reference API and its
 * SQLite file). The same run is the `last-units` section of `npm run bench`.
 */
const SHOPPERS = 200;
const UNITS = 10;

let shop: OwnShop | undefined;

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  shop = await startOwnShop('last-units', 5);
});

test.afterAll(async () => {
  await shop?.close();
});

test(`${SHOPPERS} shoppers at once buy the last ${UNITS} units: ${UNITS} orders, the rest told it is gone, no 5xx`, async () => {
  test.setTimeout(4 * 60_000);
  if (!shop) throw new Error('the servers did not start');
  const apiBase = `${shop.apiUrl}/${s.tenant}/customer-api/v2`;
  const setup = await discover(apiBase, { tracked: true });
  const units = shelf(shop.databasePath, setup);
  units.set(UNITS);

  const result = await buyLastUnits({ web: shop.baseURL, setup, shoppers: SHOPPERS });
  const { purchase } = result;
  const figures = `${result.shoppers} shoppers in ${result.durationSeconds} s; purchase p50 ${purchase.p50Ms} ms, p95 ${purchase.p95Ms} ms, p99 ${purchase.p99Ms} ms, max ${purchase.maxMs} ms; answers ${JSON.stringify(result.statuses)}`;
  test.info().annotations.push({ type: 'last units under load', description: figures });
  console.info(figures);

  expect(result.setupFailures).toEqual([]);
  expect(result.errors5xx).toBe(0);
  expect(result.orderIds).toHaveLength(UNITS);
  expect(new Set(result.orderIds).size).toBe(UNITS);
  expect(result.refused).toHaveLength(SHOPPERS - UNITS);

  // Each refused shopper is told by the checkout that the item is gone: a 409, and their cart carries the
  // warning whose toast is spec §8's "{product} ({variances}) is unavailable. Do you want to remove from the cart?".
  const told = new Set<string>();
  for (const refusal of result.refused) {
    expect(refusal.status, JSON.stringify(refusal)).toBe(409);
    expect(refusal.warning, JSON.stringify(refusal)).not.toBeNull();
    if (!refusal.warning) continue;
    const toast = warningToast(`${setup.product.id}:${setup.product.varianceKey}`, refusal.warning, 'en');
    expect(toast.messageKey).toBe('unavailable');
    told.add(en.cart.warnings[toast.messageKey].replace(/\{(\w+)\}/g, (_, key: keyof typeof toast.values) => String(toast.values[key])));
  }
  expect([...told]).toHaveLength(1);
  expect([...told][0]).toMatch(
    new RegExp(
      `^${setup.product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(.*\\) is unavailable\\. Do you want to remove from the cart\\?$`,
    ),
  );

  // Nothing oversold: the database holds the 10 orders of one unit each, and the API shows none left.
  const after = units.read();
  expect(after.stock).toBe(0);
  expect(after.orders.map((o) => o.id).sort()).toEqual([...result.orderIds].sort());
  expect(after.orders.every((o) => o.units === 1)).toBe(true);
  const product = await fetch(`${apiBase}/product/${setup.product.id}`, { headers: { 'x-inventory-location': setup.location } });
  expect(product.status).toBe(200);
  expect(((await product.json()) as { quantity: number }).quantity).toBe(0);
});
