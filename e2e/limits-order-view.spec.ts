import { expect, test } from './support/fixtures';
import en from '../messages/en.json';
import { discover } from '../scripts/lib/bench/cart-load.mjs';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { startOwnShop, type OwnShop } from './support/own-servers';
import { testServers as s } from './support/test-servers';

/**
 * The order page's server render counts against the order look-up limit, as `/api/order/{id}` does
 * (60 a minute per session). Its own servers: the suite's do not limit loopback, these do.
 */
const SESSION_LIMIT = 60;
const LIMITED = en.errors.tooManyAttempts;

let shop: OwnShop | undefined;

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  // An address of the documentation range only: loopback, where these requests come from, is limited.
  shop = await startOwnShop('order-view-limit', 7, { RATE_LIMIT_ALLOW: '192.0.2.1' });
});

test.afterAll(async () => {
  await shop?.close();
});

test('viewing order pages beyond the look-up limit shows the limit message instead of reading the order', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  if (!shop) throw new Error('the servers did not start');
  const setup = await discover(`${shop.apiUrl}/${s.tenant}/customer-api/v2`);
  // A guest session (the cart's cookie), as any shopper who has added something has.
  await page.context().addCookies([{ name: 'inventoryId', value: setup.location, url: shop.baseURL }]);
  const added = await page.request.post(`${shop.baseURL}/api/cart/items`, {
    headers: { origin: shop.baseURL },
    data: { productId: setup.product.id, varianceKey: setup.product.varianceKey, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);

  const orderPage = `${shop.baseURL}/order/view/ord-guessed-1`;
  // The page's heading says which answer it is (the message itself is also among the page's translations).
  const heading = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
  for (let n = 0; n < SESSION_LIMIT; n += 1) {
    const res = await page.request.get(orderPage);
    expect(res.status()).toBe(200);
    expect(heading(await res.text())).toBe(en.order.notPermitted);
  }
  await page.goto(orderPage);
  await expect(page.getByRole('alert').filter({ hasText: LIMITED })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
