import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { setShopMode } from './support/shop-mode';
import { demo } from './support/shop';
import { KAVYA, NIMAL, passThroughSignInPage, signInOnProvider } from './support/sign-in';
import { testServers as s } from './support/test-servers';

// These flows switch modes of the second test shop; they run after the maintenance flow, never beside it.
test.describe.configure({ mode: 'serial' });

const shop = s.maintenance;
const product = demo.products.colourSize;
const api = `${shop.apiUrl}/${s.tenant}/customer-api/v2`;

const signInAsNimal = (page: Page) => signInOnProvider(page, shop, NIMAL);

test('a store that is not public sends a visitor into sign-in and back to the page they asked for', async ({ page, context, request }) => {
  await context.addCookies([{ name: 'inventoryId', value: demo.locations.colombo, url: shop.baseURL }]);
  await setShopMode('private', 'on');
  try {
    // Neither the BFF nor the customer API serves the catalogue or a cart to a guest (the BFF follows within STATUS_CHECK_SECONDS).
    const refused = async (url: string, init: { method?: 'GET' | 'POST'; data?: unknown } = {}) => {
      const res = await request.fetch(url, {
        method: init.method ?? 'GET',
        data: init.data,
        headers: { origin: shop.baseURL, 'x-inventory-location': demo.locations.colombo },
      });
      return res.status() === 401 && ((await res.json()) as { code?: string }).code === 'E4010';
    };
    expect(await refused(`${shop.baseURL}/api/product/${product.id}`)).toBe(true);
    expect(await refused(`${shop.baseURL}/api/quick-search?query=${encodeURIComponent(product.name)}`)).toBe(true);
    expect(
      await refused(`${shop.baseURL}/api/cart/items`, { method: 'POST', data: { productId: product.id, varianceKey: '', quantity: 1 } }),
    ).toBe(true);
    expect(await refused(`${api}/product/${product.id}`)).toBe(true);
    expect((await request.get(`${shop.baseURL}/api/session`)).status()).toBe(200);

    await passThroughSignInPage(page, `${shop.baseURL}/login`, () => page.goto(`${shop.baseURL}/products/${product.slug}`));
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
  const found = await page.request.post(`${api}/product/search`, {
    data: { first: 40 },
    headers: { 'x-inventory-location': demo.locations.colombo },
  });
  const line = (
    (await found.json()) as { products: Array<{ id: string; varianceKey: string; quantity: number | null; availability: boolean }> }
  ).products.find((p) => p.availability && (p.quantity ?? 0) > 3);
  if (!line) throw new Error('no product in stock');
  const item = { productId: line.id, varianceKey: line.varianceKey, quantity: 1 };

  await setShopMode('registered-only', 'on');
  try {
    await page.goto(`${shop.baseURL}/`);
    await expectNoSeriousA11yViolations(page);
    const add = await page.request.post(`${shop.baseURL}/api/cart/items`, { data: item, headers: { origin: shop.baseURL } });
    expect(add.status()).toBe(403);
    const buy = await page.request.post(`${shop.baseURL}/api/cart/purchase`, { headers: { origin: shop.baseURL } });
    expect(buy.status()).toBe(403);

    await passThroughSignInPage(page, `${shop.baseURL}/login`, () => page.goto(`${shop.baseURL}/login?callbackUrl=%2Fcart`));
    await signInAsNimal(page);
    await expect(page).toHaveURL(new RegExp(`^${shop.baseURL}/cart`));
    const added = await page.request.post(`${shop.baseURL}/api/cart/items`, { data: item, headers: { origin: shop.baseURL } });
    expect(added.status(), await added.text()).toBe(200);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await setShopMode('registered-only', 'off');
  }
});

test("registered users only: a guest's Add to Cart on a card signs in, and the item is in the cart afterwards", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'inventoryId', value: demo.locations.colombo, url: shop.baseURL }]);
  const chosen = demo.products.simple;
  const searchPath = `/search?query=${encodeURIComponent(chosen.name)}`;
  await setShopMode('registered-only', 'on');
  try {
    const trigger = page.getByRole('link', { name: `Add to Cart: ${chosen.name}` });
    await page.goto(`${shop.baseURL}${searchPath}`);
    await expect(trigger).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // spec §2: the header cart leads a guest to sign in as well.
    await expect(page.getByRole('link', { name: 'Cart is empty' }).first()).toHaveAttribute('href', '/login');

    await passThroughSignInPage(page, `${shop.baseURL}/login`, () => trigger.click());
    await signInOnProvider(page, shop, KAVYA);
    await expect(page).toHaveURL(new RegExp(`^${shop.baseURL}/search\\?query=`));
    await expect(page.getByText('Product added to cart successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: '1 item in cart' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Added once: another page load does not add it again, and the waiting item is gone.
    await page.reload();
    await expect(page.getByRole('button', { name: '1 item in cart' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('pendingCartItem'))).toBeNull();
    const cart = (await (await page.request.get(`${shop.baseURL}/api/cart`)).json()) as {
      items: Record<string, { quantity: number; product: { id: string } }>;
    };
    expect(Object.values(cart.items).map((i) => [i.product.id, i.quantity])).toEqual([[chosen.id, 1]]);
  } finally {
    await setShopMode('registered-only', 'off');
  }
});

/** Every answer the browser can read for a product, as text: the page, its RSC payloads, and the BFF. */
async function everythingShownFor(request: APIRequestContext, productId: string, slug: string) {
  const page = `${shop.baseURL}/products/${slug}`;
  const text = async (url: string, headers: Record<string, string> = {}) => (await request.get(url, { headers })).text();
  return {
    html: await text(page),
    rsc: await text(page, { RSC: '1' }),
    flight: await text(`${page}?_rsc=prices`, { RSC: '1' }),
    product: await text(`${shop.baseURL}/api/product/${productId}`),
    quickSearch: await text(`${shop.baseURL}/api/quick-search?query=${encodeURIComponent(slug.split('-')[0] ?? '')}&currency=LKR`),
  };
}

test('hidden prices: no amount in the page, its RSC payloads, JSON-LD, OpenGraph or the BFF', async ({ page, context, request }) => {
  await context.addCookies([{ name: 'inventoryId', value: demo.locations.colombo, url: shop.baseURL }]);
  const hiddenOne = demo.products.belowThreshold;
  const res = await request.get(`${api}/product/${hiddenOne.id}`, { headers: { 'x-inventory-location': demo.locations.colombo } });
  const lkr = ((await res.json()) as { price: { LKR: number } }).price.LKR;
  const formatted = lkr.toLocaleString('en-US', { minimumFractionDigits: 2 });
  // Price maps, quick-search prices, OpenGraph price tags and JSON-LD offers, also inside the HTML's escaped RSC payload.
  const amount = /\\?"(LKR|USD|price|specialPrice)\\?":\s*\d|product:price:amount|\\?"offers\\?"/;

  const shown = await everythingShownFor(request, hiddenOne.id, hiddenOne.slug);
  expect(shown.html).toContain(formatted);
  expect(shown.product).toMatch(amount);

  await setShopMode('hidden-prices', 'on');
  try {
    const hidden = await everythingShownFor(request, hiddenOne.id, hiddenOne.slug);
    expect(Object.values(hidden).some((t) => amount.test(t) || t.includes(formatted))).toBe(false);
    for (const [where, body] of Object.entries(hidden)) {
      expect(body, where).not.toMatch(amount);
      expect(body.includes(formatted), `${where} shows ${formatted}`).toBe(false);
    }
    expect(hidden.rsc.length).toBeGreaterThan(0);

    // The page still sells: the add button works with no amount in the browser.
    await page.goto(`${shop.baseURL}/products/${hiddenOne.slug}`);
    await expect(page.getByTestId('price')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Product added to cart successfully')).toBeVisible();

    // Adding does not reveal the price: no amount in the cart answer, and the cart page says the shop confirms the total.
    const cartAnswer = await (await page.request.get(`${shop.baseURL}/api/cart`)).text();
    expect(cartAnswer).toContain(hiddenOne.id);
    expect(cartAnswer).not.toMatch(/"(LKR|USD|unitPrice|itemTotal|subTotal|deliveryChargers|tax|totalPriceDiscounts|total|price)":\s*\d/);
    await page.goto(`${shop.baseURL}/cart`);
    await expect(page.getByTestId('total-on-confirmation').first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/\bRs\b|NaN/);
    expect(await page.locator('main').textContent()).not.toContain(formatted);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await setShopMode('hidden-prices', 'off');
  }
});

test('a single-store shop (multi-store flag off) sells from its first location with no selection or change', async ({ page, context }) => {
  // A location chosen while the shop had several is given up for the one store.
  await context.addCookies([{ name: 'inventoryId', value: demo.locations.kandy, url: shop.baseURL }]);
  await setShopMode('multi-store', 'off');
  try {
    await page.goto(`${shop.baseURL}/`);
    await expect(page.locator('footer')).toBeVisible();
    expect((await context.cookies(shop.baseURL)).find((c) => c.name === 'inventoryId')?.value).toBe(demo.locations.colombo);
    await expect(page.getByRole('button', { name: /^Change location/ })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Choose the shop location' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // A new shopper is not asked either.
    await context.clearCookies();
    await page.goto(`${shop.baseURL}/`);
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Choose the shop location' })).toHaveCount(0);
    expect((await context.cookies(shop.baseURL)).find((c) => c.name === 'inventoryId')?.value).toBe(demo.locations.colombo);
  } finally {
    await setShopMode('multi-store', 'on');
  }
  // Back on (the default): several locations, none chosen, so a new shopper is asked again.
  await context.clearCookies();
  await page.goto(`${shop.baseURL}/`);
  await expect(
    page.getByRole('dialog', { name: 'Choose the shop location' }).getByRole('heading', { name: 'Choose the shop location' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
