import type { Page } from '@playwright/test';
import { atColombo, flowProduct } from './cart-steps';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { checkLoginPage, freshCustomer, signInOnProvider, type TestCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signInByRequest } from './support/sign-in';
import { testServers as s } from './support/test-servers';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs a fresh customer in by HTTP (signing in is sign-in.spec's subject), then opens the home page. */
async function signIn(page: Page, customer: TestCustomer) {
  await signInByRequest(page, s.shop, customer, '/');
  await page.goto('/');
}

test('a customer fills hearts on the home and a search page, sees them after a reload and in the account, and moves one into the cart', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Four pages and six accessibility checks: more than the default time on a busy machine.
  test.slow();
  const product = await flowProduct(request, 'wishSearch');
  const customer = await freshCustomer('Dilani Tester');
  await atColombo(context, baseURL);
  // The catalogue pages are the same cached page for everyone: hearts do not make them per-customer.
  const anonymousHome = (await request.get('/', { headers: { cookie: `inventoryId=${encodeURIComponent('loc-colombo')}` } })).headers()[
    'cache-control'
  ];
  await signIn(page, customer);
  await expect(page.getByRole('button', { name: /^Dilani/ })).toBeVisible();

  const home = await page.reload();
  expect(home?.headers()['cache-control']).toBe(anonymousHome);
  await expectNoSeriousA11yViolations(page);
  const main = page.getByRole('main');
  const homeHeart = main
    .getByRole('button', { name: /^Add to Wish List: / })
    .filter({ visible: true })
    .first();
  const homeName = ((await homeHeart.getAttribute('aria-label')) ?? '').replace('Add to Wish List: ', '');
  expect(homeName).not.toBe(product.name);
  await homeHeart.click();
  await expect(page.getByText('Product added to wish list successfully')).toBeVisible();
  await expect(main.getByRole('button', { name: `Remove from Wish List: ${homeName}` }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Wish List, 1 item' })).toBeVisible();

  const search = await page.goto(`/search?${new URLSearchParams({ query: product.name })}`);
  expect(search?.headers()['cache-control']).toBe(
    (await request.get(`/search?${new URLSearchParams({ query: product.name })}`)).headers()['cache-control'],
  );
  const card = main
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
    .first();
  await card.getByRole('button', { name: `Add to Wish List: ${product.name}` }).click();
  await expect(page.getByText('Product added to wish list successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wish List, 2 items' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // After a reload the filled hearts come back: they are the customer's list, read in the browser.
  await page.reload();
  await expect(card.getByRole('button', { name: `Remove from Wish List: ${product.name}` })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/');
  await expect(main.getByRole('button', { name: `Remove from Wish List: ${homeName}` }).first()).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Wish List, 2 items' }).click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wish List' })).toBeVisible();
  const entries = page.getByTestId('wish-list-entry');
  await expect(entries).toHaveCount(2);
  const entry = entries.filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
  await expect(entry.getByText('In Stock')).toBeVisible();
  await expect(entry.getByTestId('price')).toContainText('Rs');
  await expect(entry.locator('img')).toHaveCount(1);
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await entry.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: '1 item in cart' })).toBeVisible();

  await entries
    .filter({ hasText: homeName })
    .getByRole('button', { name: `Remove: ${homeName}` })
    .click();
  await expect(page.getByText('Product removed from wish list successfully')).toBeVisible();
  await expect(entries).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Wish List, 1 item' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('main').getByRole('link', { name: product.name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a guest’s heart leads through sign-in and back to the product, where the item is added', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const product = await flowProduct(request, 'wishGuest');
  const customer = await freshCustomer('Kasun Tester');
  await atColombo(context, baseURL);
  await checkLoginPage(browser, baseURL);

  await page.goto(product.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add to Wish List: ${product.name}` })
    .click();

  await expect(page).toHaveURL(new RegExp(`^${escape(s.apiUrl)}/realms/demo/login-actions/`));
  // The heart waits in one cookie no script can read.
  const kept = async () => (await context.cookies(baseURL ?? s.baseURL)).filter((c) => c.name.includes('wish_after_sign_in'));
  expect(await kept()).toEqual([expect.objectContaining({ name: 'wish_after_sign_in', httpOnly: true, sameSite: 'Lax', path: '/' })]);
  await signInOnProvider(page, customer);
  await expect(page).toHaveURL(new RegExp(`${escape(product.href.split('?')[0] ?? '')}`));
  await expect(page.getByText('Product added to wish list successfully')).toBeVisible();
  expect(await kept()).toEqual([]);
  await expect(page.getByRole('main').getByRole('button', { name: `Remove from Wish List: ${product.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('link', { name: 'Wish List, 1 item' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('on a phone a customer adds from the product page and removes it in the account @mobile', async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}) => {
  test.skip(!isMobile, 'the desktop flows cover the larger screens');
  test.slow();
  const product = await flowProduct(request, 'wishPhone');
  const customer = await freshCustomer('Nadee Tester');
  await atColombo(context, baseURL);
  await signIn(page, customer);
  await expectNoSeriousA11yViolations(page);

  await page.goto(product.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add to Wish List: ${product.name}` })
    .click();
  await expect(page.getByText('Product added to wish list successfully')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: `Remove from Wish List: ${product.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousA11yViolations(page);

  await page.goto('/account/wishlist');
  const entry = page.getByTestId('wish-list-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await entry.getByRole('button', { name: `Remove: ${product.name}` }).click();
  await expect(page.getByText('Product removed from wish list successfully')).toBeVisible();
  await expect(page.getByText('Your wish list is empty')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
