import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { setShopMode } from './support/shop-mode';
import { demo } from './support/shop';
import { testServers as s } from './support/test-servers';

// These flows switch modes of the second test shop; they run after the maintenance flow, never beside it.
test.describe.configure({ mode: 'serial' });

const shop = s.maintenance;
const product = demo.products.colourSize;

async function signInAsNimal(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^${shop.apiUrl}/realms/demo/login-actions/`));
  await page.getByLabel('Email').fill('nimal@example.com');
  await page.getByLabel('Password').fill('Demo-pass-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a store that is not public sends a visitor into sign-in and back to the page they asked for', async ({ page, context }) => {
  await context.addCookies([{ name: 'inventoryId', value: demo.locations.colombo, url: shop.baseURL }]);
  await setShopMode('private', 'on');
  try {
    await page.goto(`${shop.baseURL}/products/${product.slug}`);
    await signInAsNimal(page);
    await expect(page).toHaveURL(new RegExp(`^${shop.baseURL}/products/${product.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Nimal/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await setShopMode('private', 'off');
  }
});

test('registered users only: a guest cannot add to the cart or buy on the server; once signed in they can', async ({ page, context }) => {
  await context.addCookies([{ name: 'inventoryId', value: demo.locations.colombo, url: shop.baseURL }]);
  const api = `${shop.apiUrl}/${s.tenant}/customer-api/v2`;
  const found = await page.request.post(`${api}/product/search`, { data: { first: 40 }, headers: { 'x-inventory-location': demo.locations.colombo } });
  const line = ((await found.json()) as { products: Array<{ id: string; varianceKey: string; quantity: number | null; availability: boolean }> }).products.find(
    (p) => p.availability && (p.quantity ?? 0) > 3,
  );
  if (!line) throw new Error('no product in stock');
  const item = { productId: line.id, varianceKey: line.varianceKey, quantity: 1 };

  await setShopMode('registered-only', 'on');
  try {
    await page.goto(`${shop.baseURL}/`);
    const add = await page.request.post(`${shop.baseURL}/api/cart/items`, { data: item, headers: { origin: shop.baseURL } });
    expect(add.status()).toBe(403);
    const buy = await page.request.post(`${shop.baseURL}/api/cart/purchase`, { headers: { origin: shop.baseURL } });
    expect(buy.status()).toBe(403);

    await page.goto(`${shop.baseURL}/login?callbackUrl=%2Fcart`);
    await signInAsNimal(page);
    await expect(page).toHaveURL(new RegExp(`^${shop.baseURL}/cart`));
    const added = await page.request.post(`${shop.baseURL}/api/cart/items`, { data: item, headers: { origin: shop.baseURL } });
    expect(added.status(), await added.text()).toBe(200);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await setShopMode('registered-only', 'off');
  }
});
