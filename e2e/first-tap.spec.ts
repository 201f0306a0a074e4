import type { Page } from '@playwright/test';
import { atColombo } from './cart-steps';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectNotHydrated, holdScripts } from './support/before-hydration';
import { checkLoginPage, freshCustomer, signInOnProvider } from './support/customers';
import { expect, test } from './support/fixtures';
import { demo } from './support/shop';
import { signInByRequest } from './support/sign-in';
import { testServers as s } from './support/test-servers';

/**
 * The first tap works before the page's script has run (a page served from cache paints
 * seconds before it hydrates on a phone). Each flow holds the scripts back, taps, lets them through and
 * checks the outcome. A product without options, so a card adds it at once.
 */
const bowl = demo.products.simple;
const bowlPage = `/products/${bowl.slug}`;

/** Quantities of the lines in this browser's cart, as the storefront's own cart route answers. */
async function cartQuantities(page: Page): Promise<number[]> {
  const cart = (await (await page.request.get('/api/cart')).json()) as { items?: Record<string, { quantity: number }> } | null;
  return Object.values(cart?.items ?? {}).map((line) => line.quantity);
}

/** Opens `path` with its scripts held back: the page as painted, before React hydrates it. */
async function openBeforeHydration(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expectNotHydrated(page);
  return release;
}

test.beforeEach(async ({ context, baseURL }) => {
  await atColombo(context, baseURL);
});

test('before hydration, Add to Cart adds the quantity typed and the page says so on return @mobile', async ({ page }) => {
  const release = await openBeforeHydration(page, bowlPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bowl.name);
  await page.getByRole('main').getByLabel('Quantity', { exact: true }).fill('2');
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await release();

  await expect(page).toHaveURL(new RegExp(`${bowlPage}$`));
  await expect(page.getByTestId('live-region')).toHaveText(`${bowl.name} added to cart`);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Product added to cart successfully' });
  await expect(toast).toBeVisible();
  // The way on from the feedback.
  await expect(toast.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  await expect(toast.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  expect(await cartQuantities(page)).toEqual([2]);
  await expect(page.getByRole('main').getByRole('button', { name: 'Update Cart', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('before hydration, Buy Now puts the product in the cart and opens checkout', async ({ page }) => {
  const release = await openBeforeHydration(page, bowlPage);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Buy Now', exact: true }).click();
  await release();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('complementary', { name: 'Order Summary' }).getByText(bowl.name)).toBeVisible();
  expect(await cartQuantities(page)).toEqual([1]);
  await expectNoSeriousA11yViolations(page);
});

test("before hydration, a card's Add to Cart adds a product without options at once, back on the same search @mobile", async ({ page }) => {
  const search = `/search?query=${encodeURIComponent(bowl.name)}`;
  const release = await openBeforeHydration(page, search);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: bowl.name }) });
  await card.getByRole('button', { name: `Add to Cart: ${bowl.name}` }).click();
  await release();

  await expect(page).toHaveURL(new RegExp(`${search.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByText('Product added to cart successfully')).toBeVisible();
  expect(await cartQuantities(page)).toEqual([1]);
  // No quick view: nothing needed choosing.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('before hydration, a card whose product needs a choice leads to its page, where the choice is made', async ({ page }) => {
  const shirt = demo.products.colourSize;
  const release = await openBeforeHydration(page, `/search?query=${encodeURIComponent(shirt.name)}`);
  await expectNoSeriousA11yViolations(page);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: shirt.name }) });
  await card.getByRole('button', { name: `Add to Cart: ${shirt.name}` }).click();
  await release();

  await expect(page).toHaveURL(new RegExp(`/products/${shirt.slug}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shirt.name);
  expect(await cartQuantities(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('a tap while the script arrives adds once', async ({ page }) => {
  const release = await openBeforeHydration(page, bowlPage);
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true });
  await add.hover();
  // Pressed before the script, released after it came: one add, by the form or by the script.
  await page.mouse.down();
  await release();
  await page.mouse.up();

  await expect(page.getByText('Product added to cart successfully')).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('main').getByRole('button', { name: 'Update Cart', exact: true })).toBeVisible();
  expect(await cartQuantities(page)).toEqual([1]);
  await expectNoSeriousA11yViolations(page);
});

test("before hydration, a guest's heart leads through sign-in and back, where the item is added", async ({ page, browser, baseURL }) => {
  test.slow();
  const customer = await freshCustomer('Early Heart');
  await checkLoginPage(browser, baseURL);
  const release = await openBeforeHydration(page, bowlPage);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add to Wish List: ${bowl.name}` })
    .click();
  await release();

  await signInOnProvider(page, customer);
  await expect(page).toHaveURL(new RegExp(`${bowlPage}$`));
  await expect(page.getByText('Product added to wish list successfully')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: `Remove from Wish List: ${bowl.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
});

test("before hydration, a customer's heart adds the item, and again removes it", async ({ page }) => {
  test.slow();
  const customer = await freshCustomer('Early Customer');
  await signInByRequest(page, s.shop, customer, '/');
  await page.goto('/');
  await expectNoSeriousA11yViolations(page);

  for (const [label, toast, pressed] of [
    ['Add to Wish List', 'Product added to wish list successfully', 'true'],
    ['Remove from Wish List', 'Product removed from wish list successfully', 'false'],
  ] as const) {
    const release = await openBeforeHydration(page, bowlPage);
    // Before the script the page cannot know the list: the heart reads 'Add' and toggles.
    await page
      .getByRole('main')
      .getByRole('button', { name: `Add to Wish List: ${bowl.name}` })
      .click();
    await release();
    await expect(page.getByText(toast)).toBeVisible();
    const after = label === 'Add to Wish List' ? 'Remove from Wish List' : 'Add to Wish List';
    await expect(page.getByRole('main').getByRole('button', { name: `${after}: ${bowl.name}` })).toHaveAttribute('aria-pressed', pressed);
  }
  await expectNoSeriousA11yViolations(page);
});
