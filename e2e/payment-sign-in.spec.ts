import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { CustomerRepository } from '../customer-api/modules/identity/customer-repository';
import { hashPassword } from '../customer-api/modules/identity/password';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { checkSignInStartPage, signInOnProvider, visitLogin, type Account } from './support/sign-in';
import { testServers as s } from './support/test-servers';
import { atColombo, checkoutByCard, flowProduct, payOnHostedPage, putInCart } from './cart-steps';

/** A verified customer of this flow alone, written to the test API's database (the sign-up pages are account-journey's to check). */
async function verifiedAccount(): Promise<Account> {
  const account = { name: 'Ruwan Jayasinghe', email: `ruwan.${randomBytes(4).toString('hex')}@example.com`, password: 'Tea-leaf-42' };
  const db = new Database(s.databasePath);
  try {
    const created = new CustomerRepository(db).create({
      ...account,
      passwordHash: await hashPassword(account.password),
      emailVerified: true,
      locale: 'en',
      now: new Date(),
    });
    expect(created).toBeDefined();
  } finally {
    db.close();
  }
  return account;
}

test('a guest who signs in in another tab while paying by card sees the success page, and the order is in the account', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await atColombo(context, baseURL);
  const account = await verifiedAccount();
  const product = await flowProduct(request, 'cardSignInWhilePaying');
  await putInCart(page, product);
  await checkoutByCard(page, account.email);
  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();

  // On the hosted page the shopper signs in in another tab of the same browser, then pays here.
  await checkSignInStartPage(context, s.shop);
  const tab = await context.newPage();
  await visitLogin(tab, '/login?callbackUrl=%2F');
  await signInOnProvider(tab, s.shop, account);
  await expect(tab).toHaveURL(new RegExp(`^${baseURL ?? s.baseURL}/?$`));
  await expectNoSeriousA11yViolations(tab);
  await tab.close();
  await payOnHostedPage(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/order\/view\/[^/?]+\?placed=1$/);
  const placed = page.getByText(/^Order - (LL-\d+) has been placed successfully!$/);
  await expect(placed).toBeVisible();
  const refId = /LL-\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByText(product.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/account/history/ongoing-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Ongoing Orders' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: `Order ID: ${refId}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
