import type { Page } from '@playwright/test';
import { addFromProductPage, atColombo, flowProduct, payBy } from './cart-steps';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import {
  checkProviderSignOutPage,
  checkSignInStartPage,
  clickLogin,
  createAccountOnProvider,
  expectSignedIn,
  freshAccount,
  KAVYA,
  openAccount,
  SESSION_COOKIE,
  signInOnProvider,
  signOut,
  verificationLink,
} from './support/sign-in';
import { testServers as s } from './support/test-servers';

/** Adds a Colombo 07 address in the account's address book, starting from its "Add Address" button. */
async function addAddress(page: Page, line1: string) {
  await page.getByRole('button', { name: 'Add Address' }).click();
  const form = page.getByRole('group', { name: 'Add Address' });
  await form.getByLabel(/^First Name/).fill('Dilini');
  await form.getByLabel(/^Last Name/).fill('Silva');
  await form.getByLabel(/^Address Line 1/).fill(line1);
  await form.getByLabel(/^Province/).selectOption({ label: 'Western' });
  await form.getByLabel(/^District/).selectOption({ label: 'Colombo' });
  const city = form.getByLabel(/^City/);
  await expect(city.locator('option').nth(1)).toBeAttached();
  await city.selectOption({ index: 1 });
  await expect(form.getByLabel(/^Postal Code/)).not.toHaveValue('');
  await form.getByLabel(/^Contact Number/).fill('+94 77 765 4321');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: line1 })).toBeVisible();
}

/** What the shop keeps in the browser's storages. */
const storedKeys = (page: Page) =>
  page.evaluate(() => ({ local: Object.keys(localStorage).sort(), session: Object.keys(sessionStorage).sort() }));

test('a new customer creates an account, verifies it, edits the profile, saves a default address, buys with it, follows the order, signs out and in again', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // One shopper's whole story, through the provider and a purchase: minutes on a busy two-core machine.
  test.setTimeout(480_000);
  const shop = baseURL ?? s.baseURL;
  await atColombo(context, shop);
  const product = await flowProduct(request, 'accountDesktop');
  const account = freshAccount('Dilini');
  const firstName = account.name.split(' ')[0] ?? '';

  // Create the account on the provider's pages, from the shop's Login.
  await page.goto('/');
  await expectNoSeriousA11yViolations(page);
  await checkSignInStartPage(context, s.shop);
  await clickLogin(page);
  await createAccountOnProvider(page, s.shop, account);

  // The mailed link verifies the email; the provider's page leads back to the shop, which says so (spec §8).
  await page.goto(await verificationLink(s.shop, account.email));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Continue to the shop' }).click();
  await expect(page.getByText('Your email address has been verified')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${shop}/?$`));
  await expectNoSeriousA11yViolations(page);

  // Sign in: the Login click clears local storage but inventoryId (spec §4).
  await page.evaluate(() => {
    localStorage.setItem('inventoryId', 'kept');
    localStorage.setItem('recentSearches', 'x');
  });
  await clickLogin(page);
  await signInOnProvider(page, s.shop, account);
  await expect(page).toHaveURL(new RegExp(`^${shop}/?$`));
  await expectSignedIn(page, firstName);
  expect((await storedKeys(page)).local).toEqual(['inventoryId']);

  // Profile: the email is verified; a wrong field shows its spec §5 message, then a valid save reloads the profile.
  await openAccount(page, firstName);
  const details = page.getByRole('main');
  await expect(details.getByText(`${account.email} (Verified)`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await details.getByRole('button', { name: 'Edit' }).click();
  await details.getByLabel(/^Name/).fill('');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Name should not be empty')).toBeVisible();
  await expect(details.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await details.getByLabel(/^Name/).fill(`${firstName} Fernando`);
  await details.getByLabel(/^Phone/).fill('+94 77 123 4567');
  await details.getByLabel(/^Birthday/).fill('1991-02-03');
  await details.getByLabel(/^Gender/).selectOption({ label: 'Female' });
  const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/profile' && r.request().method() === 'GET' && r.ok());
  await details.getByRole('button', { name: 'Save' }).click();
  await reloaded;
  await expect(details.getByText(`${firstName} Fernando`)).toBeVisible();
  await expect(details.getByText('+94 77 123 4567')).toBeVisible();
  await expect(details.getByText('Female')).toBeVisible();
  await page.reload();
  await expect(details.getByText('+94 77 123 4567')).toBeVisible();

  // Addresses: the first saved becomes the default; a second one is made the default shipping address.
  await details.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await expect(details.getByText('You have no saved addresses yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await addAddress(page, '1 First Lane');
  await addAddress(page, '22 Default Road');
  const second = details.getByRole('listitem').filter({ hasText: '22 Default Road' });
  await second.getByRole('button', { name: 'Set as default shipping address' }).click();
  await expect(second.getByText('Default shipping address', { exact: true })).toBeVisible();
  await second.getByRole('button', { name: 'Set as default billing address' }).click();
  await expect(second.getByText('Default billing address', { exact: true })).toBeVisible();
  await expect(
    details.getByRole('listitem').filter({ hasText: '1 First Lane' }).getByText('Default shipping address', { exact: true }),
  ).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  // Editing one: its saved city (cities/search/find_by_id) puts province, district and city back in the selects.
  await details.getByRole('listitem').filter({ hasText: '1 First Lane' }).getByRole('button', { name: 'Edit' }).click();
  const editing = page.getByRole('group', { name: 'Edit Address' });
  await expect(editing.getByLabel(/^Province/).locator('option:checked')).toHaveText('Western');
  await expect(editing.getByLabel(/^District/).locator('option:checked')).toHaveText('Colombo');
  await expect(editing.getByLabel(/^City/)).not.toHaveValue('');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Buy with it, cash: no email step for a customer; Delivery to the default address is chosen already,
  // and the default comes first among the saved ones behind Change.
  await addFromProductPage(page, product);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account Details' })).toContainText(account.email);
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Delivery', exact: true })).toBeChecked();
  await expect(page.getByTestId('address-summary').first()).toContainText('22 Default Road');
  await page.getByRole('button', { name: /^Change\s*: Shipping Address$/ }).click();
  const saved = page.getByRole('region', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(saved).toHaveCount(2);
  await expect(saved.first()).toContainText('22 Default Road');
  await expectNoSeriousA11yViolations(page);
  await saved.first().getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(page.getByTestId('address-summary').first()).toContainText('22 Default Road');
  const plan = page.getByRole('radio', { name: /Standard/ }).first();
  await plan.check();
  await expect(plan).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await payBy(page, 'Cash');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/view\/[^/?]+\?placed=1$/);
  const placed = page.getByText(/^Order - (LL-\d+) has been placed successfully!$/);
  await expect(placed).toBeVisible();
  const refId = /LL-\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  const orderPath = new URL(page.url()).pathname;
  await expectNoSeriousA11yViolations(page);

  // The order is under Ongoing and opens its order view.
  await page.goto('/account/history/ongoing-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Ongoing Orders' })).toBeVisible();
  const order = details.getByRole('listitem').filter({ hasText: refId });
  await expect(order.getByText('Processing')).toBeVisible();
  // The row names what was bought, beside its thumbnail.
  await expect(order.getByRole('listitem').filter({ hasText: product.name })).toBeVisible();
  await expect(order.getByRole('listitem').filter({ hasText: product.name }).locator('img')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await order.getByRole('link', { name: `Order ID: ${refId}` }).click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await expect(page.getByText(product.name)).toBeVisible();
  await expect(page.getByText('22 Default Road').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Another customer opening it gets the not-permitted page, never the order.
  const other = await context.browser()?.newContext({ baseURL: shop });
  if (!other) throw new Error('no browser for a second customer');
  try {
    await atColombo(other, shop);
    const stranger = await other.newPage();
    await stranger.goto(`/login?callbackUrl=${encodeURIComponent(orderPath)}`);
    await signInOnProvider(stranger, s.shop, KAVYA);
    await expect(stranger).toHaveURL(new RegExp(`${orderPath}$`));
    await expect(stranger.getByRole('heading', { name: 'You do not have permission to view this order!' })).toBeVisible();
    await expect(stranger.getByText(product.name)).toBeHidden();
    await expect(stranger.getByText('22 Default Road')).toBeHidden();
    await expectNoSeriousA11yViolations(stranger);
  } finally {
    await other.close();
  }

  // Sign out: both storages cleared but inventoryId, the session cookie gone (spec §4).
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('recentSearches', 'x');
    sessionStorage.setItem('inventoryId', 'kept');
    sessionStorage.setItem('promoShown', '1');
  });
  await checkProviderSignOutPage(context, s.shop);
  await signOut(page, s.shop, firstName);
  expect(await storedKeys(page)).toEqual({ local: ['inventoryId'], session: ['inventoryId'] });
  expect((await context.cookies()).map((c) => c.name)).not.toContain(SESSION_COOKIE);
  await expectNoSeriousA11yViolations(page);

  // Sign in again: the Login click clears local storage again, and the shopper is back.
  await page.evaluate(() => localStorage.setItem('recentSearches', 'y'));
  await clickLogin(page);
  await signInOnProvider(page, s.shop, account);
  await expect(page).toHaveURL(new RegExp(`^${shop}/?$`));
  await expectSignedIn(page, firstName);
  expect((await storedKeys(page)).local).toEqual(['inventoryId']);
});
