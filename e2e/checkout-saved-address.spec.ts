import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { CustomerRepository } from '../customer-api/modules/identity/customer-repository';
import { hashPassword } from '../customer-api/modules/identity/password';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { signInByRequest, type Account } from './support/sign-in';
import { testServers as s } from './support/test-servers';
import { atColombo, flowProduct, KANDY_ADDRESS, putInCart } from './cart-steps';

const SHOTS = process.env.CHECKOUT_SHOTS_DIR ?? '';

/** A verified customer of this flow alone, written to the test API's database. */
async function verifiedAccount(): Promise<Account> {
  const account = { name: 'Dilini Fernando', email: `dilini.${randomBytes(4).toString('hex')}@example.com`, password: 'Tea-leaf-42' };
  const db = new Database(s.databasePath);
  try {
    expect(
      new CustomerRepository(db).create({
        ...account,
        passwordHash: await hashPassword(account.password),
        emailVerified: true,
        locale: 'en',
        now: new Date(),
      }),
    ).toBeDefined();
  } finally {
    db.close();
  }
  return account;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a customer’s checkout starts with Delivery to her default shipping address; another address is one tap away @mobile', async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}) => {
  test.slow();
  await atColombo(context, baseURL);
  const account = await verifiedAccount();
  await signInByRequest(page, s.shop, account, '/cart');
  await page.goto('/cart');
  await expectNoSeriousA11yViolations(page);
  // Her first saved address becomes her default shipping address (the account area's own flow saves it so).
  const kandy = { ...KANDY_ADDRESS, firstName: 'Dilini', lastName: 'Fernando' };
  const saved = await page.request.post('/api/profile/addresses', { data: kandy });
  expect(saved.status(), await saved.text()).toBe(200);
  await putInCart(page, await flowProduct(request, 'addressStepCustomer'));

  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: 'Delivery', exact: true })).toBeChecked();
  const summary = page.getByTestId('address-summary').first();
  await expect(summary).toContainText('21 Temple Street');
  await expect(page.getByRole('group', { name: 'Shipping Address' })).toHaveCount(0);
  const plan = page.getByRole('radio', { name: /Standard/ }).first();
  await expect(plan).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `p7-preselected-${isMobile ? 'phone' : 'desktop'}`);

  // Another address, or a new one, is one tap away; the form opens only when asked for.
  await page.getByRole('button', { name: /^Change\s*: Shipping Address$/ }).click();
  await expect(page.getByRole('button', { name: 'Deliver to this address' })).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Shipping Address' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a new address' }).click();
  await expect(page.getByRole('group', { name: 'Shipping Address' })).toBeVisible();
  await shot(page, `p7-new-address-${isMobile ? 'phone' : 'desktop'}`);
  await page.reload();

  await expect(summary).toContainText('21 Temple Street');
  await plan.check();
  await expect(plan).toBeChecked();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment and Billing' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});
