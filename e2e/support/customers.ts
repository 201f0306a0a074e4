import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, type Browser, type Page } from '@playwright/test';
import { CustomerRepository } from '../../customer-api/modules/identity/customer-repository';
import { hashPassword } from '../../customer-api/modules/identity/password';
import { expectNoSeriousA11yViolations } from './a11y';
import { testServers as s } from './test-servers';

export interface TestCustomer {
  email: string;
  password: string;
  name: string;
}

/**
 * A new customer with a verified email in the test API's database, so a flow that changes a
 * customer's data starts from nothing and reruns or parallel flows never see each other's changes.
 */
export async function freshCustomer(name = 'Wish Tester'): Promise<TestCustomer> {
  const customer = { email: `shopper-${randomUUID().slice(0, 8)}@example.com`, password: 'Fresh-pass-1', name };
  const db = new Database(s.databasePath);
  try {
    const created = new CustomerRepository(db).create({
      ...customer,
      passwordHash: await hashPassword(customer.password),
      emailVerified: true,
      locale: 'en',
      now: new Date(),
    });
    expect(created, 'the fresh customer').toBeDefined();
  } finally {
    db.close();
  }
  return customer;
}

/** On the provider's sign-in page (the reference API): checked with axe, then email, password, Sign in. */
export async function signInOnProvider(page: Page, customer: TestCustomer) {
  await expect(page).toHaveURL(new RegExp(`^${s.apiUrl}/realms/demo/login-actions/`));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * `/login` starts the provider's sign-in at once in a browser with scripts, so axe cannot see it
 * there; it is checked as the page a shopper without JavaScript gets (its sign-in button).
 */
export async function checkLoginPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL: baseURL ?? s.baseURL });
  try {
    // axe itself runs as JavaScript: the page's own scripts are refused instead.
    await context.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
    const page = await context.newPage();
    await page.goto('/login?callbackUrl=%2F');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await context.close();
  }
}
