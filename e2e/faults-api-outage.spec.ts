import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { discover, type CartSetup } from '../scripts/lib/bench/cart-load.mjs';
import { buyLastUnits, shelf } from '../scripts/lib/bench/last-units-load.mjs';
import { startOwnShop, stopServer, type OwnShop } from './support/own-servers';
import { announceTo } from './support/shop-mode';
import { testServers as s } from './support/test-servers';

/**
 * Faults: the customer API is killed (SIGKILL) while shoppers place orders through the storefront, and
 * started again on the same SQLite file. Its own servers: this flow kills them.
 */
const SHOPPERS = 40;
const STOCK = 100;
const MAINTENANCE_TEXT = 'Our website is currently undergoing scheduled maintenance';

/** This shop's revalidate webhook secret: the maintenance switch is announced as a back office would. */
const REVALIDATE_SECRET = 'an-api-outage-test-secret';

let shop: OwnShop | undefined;
let setup: CartSetup;
let apiBase: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  shop = await startOwnShop('api-outage', 6, { REVALIDATE_SECRET });
  apiBase = `${shop.apiUrl}/${s.tenant}/customer-api/v2`;
  setup = await discover(apiBase, { tracked: true });
});

test.afterAll(async () => {
  await shop?.close();
});

function ordersInDatabase(): number {
  if (!shop) return 0;
  const db = new Database(shop.databasePath, { readonly: true, timeout: 10_000 });
  try {
    return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM orders').get()?.n ?? 0;
  } finally {
    db.close();
  }
}

async function productPath(): Promise<{ path: string; name: string }> {
  const res = await fetch(`${apiBase}/product/${setup.product.id}`, { headers: { 'x-inventory-location': setup.location } });
  expect(res.status).toBe(200);
  const product = (await res.json()) as { productSlug: string };
  return { path: `/products/${product.productSlug}`, name: setup.product.name };
}

test('the API killed in the middle of checkouts: no order lost or doubled, stock consistent; meanwhile cached pages serve and cart actions say so', async ({
  page,
  context,
}) => {
  test.setTimeout(5 * 60_000);
  if (!shop) throw new Error('the servers did not start');
  const own = shop;
  const units = shelf(own.databasePath, setup);
  units.set(STOCK);
  const product = await productPath();
  // The product page is rendered (and cached, for the shopper's context: their shop location) while the API is up.
  const asShopper = { cookie: `inventoryId=${setup.location}` };
  await context.addCookies([{ name: 'inventoryId', value: setup.location, url: own.baseURL }]);
  await page.goto(`${own.baseURL}${product.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expectNoSeriousA11yViolations(page);
  expect((await fetch(`${own.baseURL}${product.path}`, { headers: asShopper })).status).toBe(200);

  let ordersAtKill = -1;
  const whileDown: string[] = [];
  const result = await buyLastUnits({
    web: own.baseURL,
    setup,
    shoppers: SHOPPERS,
    retryOutageMs: 120_000,
    async whilePurchasing() {
      // Killed once the first orders are in: the rest are on their way.
      for (let i = 0; i < 2000 && ordersInDatabase() === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
      await stopServer(own.api, 'SIGKILL');
      ordersAtKill = ordersInDatabase();

      // The cached product page still serves, with its content.
      const cached = await fetch(`${own.baseURL}${product.path}`, { headers: asShopper });
      whileDown.push(`product page ${cached.status}`);
      expect(cached.status).toBe(200);
      expect(await cached.text()).toContain(product.name);

      // A cart action answers a clear refusal (not a 500, not maintenance's E2003).
      const add = await fetch(`${own.baseURL}/api/cart/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: own.baseURL, cookie: `inventoryId=${setup.location}` },
        body: JSON.stringify({ productId: setup.product.id, varianceKey: setup.product.varianceKey, quantity: 1 }),
      });
      const refusal = (await add.json()) as { code: string; message: string };
      whileDown.push(`add to cart ${add.status} ${JSON.stringify(refusal)}`);
      expect(add.status).toBe(503);
      expect(refusal.code).not.toBe('E2003');
      expect(refusal.message).toBeTruthy();

      // In the browser: the cached page, its add button telling the shopper it failed, no maintenance screen.
      await page.goto(`${own.baseURL}${product.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      await page
        .getByRole('button', { name: /^(Add to Cart|Update Cart)$/ })
        .first()
        .click();
      await expect(page.getByText('Product addition failed')).toBeVisible();
      await expect(page.getByText(MAINTENANCE_TEXT)).toHaveCount(0);

      await own.restartApi();
    },
  });
  const figures = `${ordersAtKill} orders in the database when the API was killed; ${result.outages.length} purchase answers of the outage ${JSON.stringify([...new Set(result.outages.map((o) => `${o.status} ${o.code}`))])}; while down: ${whileDown.join('; ')}; answers ${JSON.stringify(result.statuses)}`;
  test.info().annotations.push({ type: 'API killed mid-checkout', description: figures });
  console.info(figures);

  expect(ordersAtKill).toBeGreaterThan(0);
  expect(ordersAtKill).toBeLessThan(SHOPPERS);
  expect(result.setupFailures).toEqual([]);
  // Every shopper ends with their order, and none has two.
  expect(result.orderIds).toHaveLength(SHOPPERS);
  expect(new Set(result.orderIds).size).toBe(SHOPPERS);
  expect(result.refused).toEqual([]);
  // The database holds exactly those orders, one unit each, and the stock went down by as many.
  const after = units.read();
  expect(after.orders.map((o) => o.id).sort()).toEqual([...result.orderIds].sort());
  expect(after.orders.every((o) => o.units === 1)).toBe(true);
  expect(new Set(after.orders.map((o) => o.cartId)).size).toBe(SHOPPERS);
  expect(after.stock).toBe(STOCK - SHOPPERS);
});

test('a page asked for while the API is down is not cached without its content: back up, it shows in full at once', async () => {
  test.setTimeout(3 * 60_000);
  if (!shop) throw new Error('the servers did not start');
  const schema = (await (await fetch(`${apiBase}/schema/get`)).json()) as { widgets: unknown[] };
  expect(schema.widgets.length).toBeGreaterThan(0);
  const widgetsShown = (html: string) => schema.widgets.filter((_, i) => html.includes(`id="widget-${i}"`)).length;

  // The home page has not been rendered yet in this process; the API goes down before it is.
  await stopServer(shop.api, 'SIGKILL');
  const duringOutage = await fetch(`${shop.baseURL}/`);
  const outageHtml = await duringOutage.text();
  test.info().annotations.push({
    type: 'home during the outage',
    description: `${duringOutage.status}, ${widgetsShown(outageHtml)} of ${schema.widgets.length} widgets`,
  });
  expect(widgetsShown(outageHtml)).toBeLessThan(schema.widgets.length);

  await shop.restartApi();
  const back = await fetch(`${shop.baseURL}/`);
  expect(back.status).toBe(200);
  expect(widgetsShown(await back.text())).toBe(schema.widgets.length);
});

test('the maintenance screen is for E2003 only: shown while the API answers it, gone when it stops', async ({ page }) => {
  test.setTimeout(2 * 60_000);
  if (!shop) throw new Error('the servers did not start');
  // The operator's switch, then the webhook a back office sends with it: the next page follows at once.
  const maintenance = async (state: 'on' | 'off') => {
    await promisify(execFile)(path.join(__dirname, '..', 'node_modules', '.bin', 'tsx'), ['customer-api/cli/maintenance.ts', state], {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, DATABASE_PATH: shop?.databasePath, TENANT: s.tenant },
      timeout: 60_000,
    });
    if (shop) await announceTo({ baseURL: shop.baseURL, secret: REVALIDATE_SECRET }, { kind: 'schema' });
  };
  await maintenance('on');
  try {
    await page.goto(`${shop.baseURL}/`);
    await expect(page.getByText(MAINTENANCE_TEXT)).toBeVisible();
  } finally {
    await maintenance('off');
  }
  await page.goto(`${shop.baseURL}/`);
  await expect(page.getByText(MAINTENANCE_TEXT)).toHaveCount(0);
  await expect(page.locator('#widget-0')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
