import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { CardsRepository } from '../customer-api/modules/cards/cards-repository';
import { AffiliateRepository } from '../customer-api/modules/affiliate/affiliate-repository';
import { CustomerRepository } from '../customer-api/modules/identity/customer-repository';
import { hashPassword } from '../customer-api/modules/identity/password';
import { DEMO_ACCOUNT_PLAN } from '../customer-api/seed/seed-database';
import { seedDemoAccounts } from '../customer-api/seed/demo-accounts';
import { atColombo, flowProduct, KANDY_ADDRESS, putInCart, type ShopProduct } from './cart-steps';
import { hydrated } from './support/before-hydration';
import { measureReflow, reflowReport, type ReflowFinding } from './support/reflow';
import { demo } from './support/shop';
import { testServers as s } from './support/test-servers';

/**
 * WCAG 1.4.10 on every page of the shop, in every language, at a 320 px phone (400 % zoom of 1280 px) and
 * a 375 px one: no page scrolls sideways and nothing passes the screen's edge or is cut off. Each language
 * is one browser, as a guest through the catalogue, cart, checkout and a cash order, then signed in through
 * the account and affiliate pages; each page is measured at both widths (the phone's screen resized, as
 * when it turns or zooms); one failure lists every page and element found.
 */

const LANGUAGES = ['en', 'si', 'ta'] as const;
const WIDTHS = [375, 320] as const;
const HEIGHT = 740;
type Language = (typeof LANGUAGES)[number];

const SHOTS = process.env.REFLOW_SHOTS_DIR;
const KANDY = {
  ...KANDY_ADDRESS,
  firstName: 'Tharushi',
  lastName: 'Wickramasinghe',
  addressLine2: 'Upper Lake Road, near the Dalada Maligawa',
};

interface Customer {
  id: string;
  email: string;
  password: string;
}

/** A customer with addresses, a wish list, orders ongoing and past, a saved card, bank details and an affiliate link. */
async function customerWithHistory(): Promise<Customer> {
  const customer = {
    email: `tharushi.wickramasinghe.${randomUUID().slice(0, 8)}@example.com`,
    password: 'Fresh-pass-1',
    name: 'Tharushi Wickramasinghe',
  };
  const db = new Database(s.databasePath);
  try {
    const created = new CustomerRepository(db).create({
      ...customer,
      passwordHash: await hashPassword(customer.password),
      emailVerified: true,
      locale: 'en',
      now: new Date(),
    });
    if (!created) throw new Error('the customer was not created');
    expect(await seedDemoAccounts(db, { [customer.email]: created.id }, DEMO_ACCOUNT_PLAN)).toBe(1);
    const now = new Date();
    new CardsRepository(db).insert({
      ownerKey: created.id,
      token: `tok_${randomUUID()}`,
      brand: 'VISA',
      last4: '4242',
      expMonth: 12,
      expYear: 2039,
      holderName: customer.name,
      createdAt: now.toISOString(),
    });
    const bank = db.prepare<[], { id: string }>('SELECT id FROM affiliate_banks ORDER BY position LIMIT 1').get();
    const affiliates = new AffiliateRepository(db);
    affiliates.saveAffiliate(
      { customerKey: created.id, bankId: bank?.id ?? '', accountName: customer.name, accountNumber: '0123 4567 8901' },
      now,
    );
    const path = `/products/${demo.products.colourSize.slug}`;
    affiliates.insertLink({
      token: randomUUID().replace(/-/g, '').slice(0, 16),
      ownerKey: created.id,
      path,
      description: 'Avurudu batik shirts for the whole family',
      expiryDate: '2099-12-31',
      createdAt: now.toISOString(),
    });
    return { id: created.id, ...customer };
  } finally {
    db.close();
  }
}

/** One language: visits pages, measures each at every width, keeps what it finds. */
class Sweep {
  readonly findings: ReflowFinding[] = [];
  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {}

  path(path: string): string {
    return this.language === 'en' ? path : `/${this.language}${path === '/' ? '' : path}`;
  }

  /** Measures the page as it is now, after `ready` shows. */
  async check(name: string, ready: Locator) {
    // A page that never shows what it waits for is reported too, and the sweep goes on to the next.
    const shows = await ready
      .first()
      .waitFor({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    if (!shows)
      this.findings.push({
        page: `${this.language} ${name} (${this.page.url()})`,
        overflow: 0,
        elements: ['did not show what the sweep waits for'],
      });
    // Settled: its images and fonts loaded and, on the shop's own pages, its script run (the provider's page has none of ours).
    await this.page.waitForLoadState('load');
    if (new URL(this.page.url()).origin === s.baseURL) await hydrated(this.page);
    for (const width of WIDTHS) {
      await this.page.setViewportSize({ width, height: HEIGHT });
      // Two frames: the new width's layout (and anything a resize listener changes) is drawn.
      await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const finding = await measureReflow(this.page, `${this.language} ${width} px ${name} (${new URL(this.page.url()).pathname})`);
      if (finding) this.findings.push(finding);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await this.page.screenshot({ path: `${SHOTS}/${this.language}-${width}-${name}.png`, fullPage: true });
      }
    }
  }

  async visit(name: string, path: string, ready: (page: Page) => Locator = (page) => page.locator('main h1')) {
    await this.page.goto(this.path(path));
    await this.check(name, ready(this.page));
  }
}

/** The catalogue, content and sign-in pages, the phone menu, and the search filters opened. */
async function browse(sweep: Sweep, context: BrowserContext) {
  const { page } = sweep;
  await sweep.visit('location-question', '/', (p) => p.getByRole('dialog').locator('li button'));
  await atColombo(context, s.baseURL);
  await sweep.visit('home', '/', (p) => p.locator('main section h2'));
  await page.locator('header button[command="show-modal"][commandfor^="mobile-menu-"]').click();
  await sweep.check('menu', page.getByRole('dialog').locator('a[href]'));
  await sweep.visit(
    'search',
    `/search?query=clay&tags=brand/${demo.brandTags.ceylonClay}&sortBy=PRICE_HIGH_TO_LOW&r_price=1000,5000`,
    (p) => p.locator('main article'),
  );
  await page
    .locator('main details')
    .first()
    .evaluate((details) => details.setAttribute('open', ''));
  await sweep.check('search-filters', page.locator('main details[open] > div'));
  await sweep.visit('no-results', '/search?query=zzzqqqxxx', (p) => p.locator('main h2'));
  await sweep.visit('product-radios', `/products/${demo.products.colourSize.slug}`);
  await sweep.visit('product-dropdown', `/products/${demo.products.dropdownSwitch.slug}`);
  await sweep.visit('content-about', `/information/page/${demo.pages.aboutUs}`);
  await sweep.visit('content-delivery', `/information/page/${demo.pages.delivery}`);
  await page.locator('header button[popovertarget$="-form"]').click();
  await page.locator('header input[name="query"]').fill('clay');
  await sweep.check('quick-search', page.locator('header [role="option"]'));
  await sweep.visit('not-found', '/no-such-page-here');
  await sweep.visit('sign-in-failed', '/login?error=1');
}

const setField = async (page: Page, field: string, data: unknown) => {
  const res = await page.request.post(`/api/cart/set/${field}`, { data });
  expect(res.status(), `${field}: ${await res.text()}`).toBe(200);
};

/** The cart with two products with variants, each checkout step as a guest, and the cash order placed. */
async function buyAsGuest(sweep: Sweep, products: ShopProduct[]) {
  const { page } = sweep;
  await sweep.visit('cart-empty', '/cart');
  for (const product of products) await putInCart(page, product, 2);
  await sweep.visit('cart', '/cart', (p) => p.locator('[data-testid="total-subTotal"]'));
  const step = (index: number) => (p: Page) => p.locator(`#checkout-step-${index}[aria-current="step"]`);
  await sweep.visit('checkout-account', '/checkout', step(1));
  await setField(page, 'email', { email: 'tharushi.wickramasinghe.colombo07@example.com' });
  await sweep.visit('checkout-shipping', '/checkout', step(2));
  await setField(page, 'delivery-method', { deliveryMethod: 'store' });
  await sweep.visit('checkout-pickup', '/checkout', step(2));
  await setField(page, 'delivery-method', { deliveryMethod: 'delivery' });
  await sweep.visit('checkout-address', '/checkout', (p) => p.locator('input[name="firstName"]'));
  await setField(page, 'shipping-address', KANDY);
  await sweep.visit('checkout-plans', '/checkout', (p) => p.locator('[data-testid="address-summary"]'));
  await setField(page, 'delivery-plan', { deliveryPlanId: 'regional-standard' });
  await sweep.visit('checkout-payment', '/checkout', step(3));
  await setField(page, 'payment-method', { paymentMethod: 'CASH' });
  await sweep.visit('checkout-cash', '/checkout', step(3));
  const res = await page.request.post('/api/cart/purchase');
  expect(res.status(), await res.text()).toBe(200);
  const placed = (await res.json()) as { kind: string; orderId: string };
  expect(placed.kind).toBe('ORDER_PLACED');
  await sweep.visit('order', `/order/view/${placed.orderId}?placed=1`);
}

/** Signs in on the provider's page (measured too), then the account and affiliate pages. */
async function account(sweep: Sweep, customer: Customer) {
  const { page } = sweep;
  const profile = sweep.path('/account/details/profile');
  await page.goto(sweep.path(`/login?callbackUrl=${encodeURIComponent(profile)}`));
  await expect(page).toHaveURL(new RegExp(`^${s.apiUrl}/realms/demo/login-actions/`));
  await sweep.check('provider-sign-in', page.locator('input[name="email"]'));
  await page.locator('input[name="email"]').fill(customer.email);
  await page.locator('input[name="password"]').fill(customer.password);
  await page.locator('form button.primary[type="submit"]').click();
  await page.waitForURL((url) => url.origin === s.baseURL && url.pathname === profile);
  await sweep.check('profile', page.locator('main h1'));
  await page.locator('header button[command="show-modal"][commandfor^="mobile-menu-"]').click();
  await sweep.check('menu-signed-in', page.getByRole('dialog').locator('a[href]'));
  const main = (p: Page) => p.locator('main h2, main li, main table').first();
  await sweep.visit('addresses', '/account/details/addresses', main);
  await sweep.visit('saved-cards', '/account/details/cards', main);
  await sweep.visit('orders-ongoing', '/account/history/ongoing-orders', main);
  await sweep.visit('orders-past', '/account/history/past-orders', main);
  await sweep.visit('wish-list', '/account/wishlist', (p) => p.locator('main li'));
  await sweep.visit('affiliate-links', '/account/affiliate', (p) => p.locator('main form'));
  await sweep.visit('affiliate-bank', '/account/affiliate/bank-info', (p) => p.locator('main form'));
  await sweep.visit('affiliate-statistics', '/account/affiliate/statistics', main);
  await sweep.visit('affiliate-report', '/account/affiliate/report', main);
}

let customer: Customer;

test.beforeAll(async () => {
  customer = await customerWithHistory();
});

for (const language of LANGUAGES) {
  test(`every page in ${language} at ${WIDTHS.join(' and ')} px fits the screen: no sideways scroll, nothing cut off`, async ({
    browser,
    request,
  }) => {
    // About thirty pages, each measured after it settles.
    test.setTimeout(6 * 60_000);
    const products = [await flowProduct(request, 'reflow'), await flowProduct(request, 'reflowSecond')];
    const context = await browser.newContext({
      baseURL: s.baseURL,
      viewport: { width: WIDTHS[0], height: HEIGHT },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
    });
    try {
      const sweep = new Sweep(await context.newPage(), language);
      await browse(sweep, context);
      await buyAsGuest(sweep, products);
      await account(sweep, customer);
      expect(sweep.findings, `pages wider than the screen or cut off:\n${reflowReport(sweep.findings)}`).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
