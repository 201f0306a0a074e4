import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { atColombo, flowProduct, KANDY_ADDRESS, orderCount, putInCart, readyToPayAtKandy } from './cart-steps';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectNotHydrated, holdScripts, hydrated } from './support/before-hydration';
import { expect, test } from './support/fixtures';
import { freshCustomer } from './support/customers';
import { rememberLocation } from './support/shop';
import { signInByRequest } from './support/sign-in';
import { testServers } from './support/test-servers';

// The rest of the first taps: each flow taps the page as painted, its scripts held back, then
// lets them through and checks that the outcome stands and nothing was sent a second time.

/**
 * Every page the browser asked for as a document, in order (a redirect the server answered with is part of the
 * same navigation, not counted again): a second submit would show here.
 */
function documentRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !request.redirectedFrom()) seen.push(request.url());
  });
  return seen;
}

/** Lets the scripts through and waits until they ran: the page as the shopper now has it. */
async function releaseAndHydrate(page: Page, release: () => Promise<void>) {
  await release();
  await hydrated(page);
}

test.describe('the account menu of a signed-in customer', () => {
  test.beforeEach(async ({ context }) => {
    await rememberLocation(context, 'colombo');
  });

  test(
    'opens before the page hydrated and its links lead to the account and the wish list',
    { tag: '@mobile' },
    async ({ page, isMobile }) => {
      test.slow();
      const customer = await freshCustomer('Early Account');
      await signInByRequest(page, testServers.shop, customer, '/');
      await page.goto('/');
      await expectNoSeriousA11yViolations(page);

      const release = await holdScripts(page);
      const documents = documentRequests(page);
      // The home page is the same for every shopper: as painted it cannot know who is signed in, and offers
      // what serves anyone (a guest would be asked to sign in first).
      const openMenu = async () => {
        await page.goto('/', { waitUntil: 'domcontentloaded' });
        await expectNotHydrated(page);
        if (isMobile) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          return page.getByRole('dialog', { name: 'Main navigation' });
        }
        await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
        // The open popover: the header's own Wish List link is beside it.
        return page.locator('.header-popover:popover-open');
      };
      let menu = await openMenu();
      await expect(menu.getByRole('link', { name: 'Wish List', exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await menu.getByRole('link', { name: 'Account', exact: true }).click();
      await expect(page).toHaveURL(/\/account\/details\/profile$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      menu = await openMenu();
      await menu.getByRole('link', { name: 'Wish List', exact: true }).click();
      await expect(page).toHaveURL(/\/account\/wishlist$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Wish List' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Two visits of home and two taps; once the script runs the header knows the customer, with Logout.
      expect(documents).toHaveLength(4);
      await releaseAndHydrate(page, release);
      expect(documents).toHaveLength(4);
      if (isMobile) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Main navigation' }).getByText('Hi, Early')).toBeVisible();
      } else {
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Early/ })
          .click();
        await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    },
  );
});

test.describe('search', () => {
  test.beforeEach(async ({ context }) => {
    await rememberLocation(context, 'colombo');
  });

  test('filters, sort and paging work before the page hydrated, each a GET once', { tag: '@mobile' }, async ({ page, isMobile }) => {
    const release = await holdScripts(page);
    const documents = documentRequests(page);
    await page.goto('/search?query=clay', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText(/^Showing 1 - 12 of \d+ products$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A category ticked and Apply: the filter form is a GET form (on a phone inside a <details>).
    await expectNotHydrated(page);
    if (isMobile) await page.locator('summary', { hasText: 'Filters' }).click();
    const filters = page.getByRole('form', { name: 'Filters' }).filter({ visible: true });
    const kitchen = filters.getByRole('checkbox', { name: /^Kitchen/ });
    const kitchenCount = Number((await kitchen.locator('xpath=..').textContent())?.match(/\((\d+)\)/)?.[1]);
    expect(kitchenCount).toBeGreaterThan(12);
    await kitchen.check();
    await expectNotHydrated(page);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/search\?query=clay&tags=cat%2Fkitchen$/);
    await expect(page.getByText(`Showing 1 - 12 of ${kitchenCount} products`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Active filters' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Sort: its own GET form keeps the filter.
    await expectNotHydrated(page);
    await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
    await page
      .locator('form')
      .filter({ has: page.getByLabel('Sort by') })
      .getByRole('button', { name: 'Apply' })
      .click();
    await expect(page).toHaveURL(/[?&]sortBy=PRICE_LOW_TO_HIGH(&|$)/);
    await expect(page).toHaveURL(/[?&]tags=cat%2Fkitchen(&|$)/);
    await expect(page.getByLabel('Sort by')).toHaveValue('PRICE_LOW_TO_HIGH');
    await expectNoSeriousA11yViolations(page);

    // Paging: a plain link.
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expectNotHydrated(page);
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]after=12(&|$)/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`Showing 13 - ${kitchenCount} of ${kitchenCount} products`)).toBeVisible();

    // One document per tap (the first visit and three taps), and none more once the script runs.
    expect(documents).toHaveLength(4);
    await releaseAndHydrate(page, release);
    await expect(page.getByText(`Showing 13 - ${kitchenCount} of ${kitchenCount} products`)).toBeVisible();
    expect(documents).toHaveLength(4);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('checkout', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await atColombo(context, baseURL);
  });

  test("a guest's email step continues before the page hydrated, posted once", async ({ page }) => {
    // Only looked at, never bought: the stock other flows count on stays as it is.
    await putInCart(page, await flowProduct(page.request, 'reflow'));
    const release = await holdScripts(page);
    const documents = documentRequests(page);
    await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Account Details' })).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(/^Email/).fill('early-guest@example.com');
    await expectNotHydrated(page);
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Shipping Details' })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByText('early-guest@example.com')).toBeVisible();

    // The first visit and the post (its 303 followed in the same navigation); none more once the script runs.
    expect(documents).toHaveLength(2);
    await releaseAndHydrate(page, release);
    expect(documents).toHaveLength(2);
    const cart = (await (await page.request.get('/api/cart')).json()) as { email: string | null };
    expect(cart.email).toBe('early-guest@example.com');
    await expect(page.getByRole('heading', { name: 'Shipping Details' })).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page);
  });

  test('the shipping method and the delivery plan are chosen and continued before the page hydrated, each posted once', async ({
    page,
  }) => {
    await putInCart(page, await flowProduct(page.request, 'reflowSecond'));
    await setCartFields(page, [['email', { email: 'early-shipping@example.com' }]]);
    const release = await holdScripts(page);
    const documents = documentRequests(page);
    await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Shipping Details' })).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page);

    // Delivery chosen and Continue: the method is set, and the same step shows it chosen. (Its address
    // form fills the province list by script: it opens once the script runs.)
    await page.getByRole('radio', { name: 'Delivery', exact: true }).check();
    await expectNotHydrated(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('radio', { name: 'Delivery', exact: true })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Shipping Details' })).toHaveAttribute('aria-current', 'step');
    expect((await cartNow(page)).deliveryMethod).toBe('delivery');

    // The address goes on by script (out of this flow); the page then offers its plans as painted.
    await setCartFields(page, [['shipping-address', KANDY_ADDRESS]]);
    await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
    const plan = page.getByRole('radio', { name: /^Standard \(3-5 days\)/ });
    await plan.check();
    await expectNoSeriousA11yViolations(page);
    await expectNotHydrated(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment and Billing' })).toHaveAttribute('aria-current', 'step');
    expect((await cartNow(page)).deliveryPlan?.id).toBe('regional-standard');

    // Three visits and two posts (each 303 followed in the same navigation); none more once the script runs.
    expect(documents).toHaveLength(4);
    await releaseAndHydrate(page, release);
    expect(documents).toHaveLength(4);
    await expect(page.getByRole('heading', { name: 'Payment and Billing' })).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page);
  });

  test("the shipping step's Continue pressed as the script arrives sets the plan once, by the step's one Server Function", async ({
    page,
  }) => {
    await putInCart(page, await flowProduct(page.request, 'reflowSecond'));
    await setCartFields(page, [
      ['email', { email: 'shipping-mid-tap@example.com' }],
      ['delivery-method', { deliveryMethod: 'delivery' }],
      ['shipping-address', KANDY_ADDRESS],
    ]);
    // Every write the step could make: its Server Function (posted to the page, natively or by React) and the choices' own saves.
    const writes: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && (path === '/checkout' || path.startsWith('/api/cart/set/delivery-'))) writes.push(path);
    });
    const release = await holdScripts(page);
    await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Shipping Details' })).toHaveAttribute('aria-current', 'step');
    await page.getByRole('radio', { name: /^Standard \(3-5 days\)/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).hover();
    await expectNotHydrated(page);
    // Pressed before the script, released after it came.
    await page.mouse.down();
    await release();
    await page.mouse.up();

    await expect(page.getByRole('heading', { name: 'Payment and Billing' })).toHaveAttribute('aria-current', 'step');
    await hydrated(page);
    expect((await cartNow(page)).deliveryPlan?.id).toBe('regional-standard');
    expect(writes).toEqual(['/checkout']);
    await expectNoSeriousA11yViolations(page);
  });

  test('a plan the API refuses when Continue posts it before the page hydrated: the step says why, in Sinhala', async ({ page }) => {
    await putInCart(page, await flowProduct(page.request, 'reflowSecond'));
    // A city of its own here (the 409 flow below uses it too, one after the other in this file).
    const kundasale = { ...KANDY_ADDRESS, city: 'Kundasale', cityId: 'city-kundasale', postalCode: '20168' };
    await setCartFields(page, [
      ['email', { email: 'plan-refused@example.com' }],
      ['delivery-method', { deliveryMethod: 'delivery' }],
      ['shipping-address', kundasale],
    ]);
    const release = await holdScripts(page);
    await page.goto('/si/checkout', { waitUntil: 'domcontentloaded' });
    await page.locator('input[name="delivery-plan"]').first().check();
    // The merchant stops delivering there between the page and the shopper's Continue.
    setDeliverable(kundasale.cityId, false);
    try {
      await expectNotHydrated(page);
      await page.getByRole('button', { name: 'ඉදිරියට', exact: true }).click();
      await expect(page).toHaveURL(/\/si\/checkout$/);
      const refusal = page.getByRole('alert').filter({ hasText: 'ඔබේ ප්‍රදේශයට බෙදාහැරීම් ලබා ගත නොහැක' });
      await expect(refusal).toBeVisible();
      expect((await cartNow(page)).deliveryPlan).toBeNull();
      await expectNoSeriousA11yViolations(page);
      // Once the script runs, the step still says it: the answer of the step's Server Function came with the page.
      await releaseAndHydrate(page, release);
      await expect(refusal).toBeVisible();
    } finally {
      setDeliverable(kundasale.cityId, true);
    }
  });

  test('Place Order for cash before the page hydrated places one order and shows it', async ({ page }) => {
    const product = await flowProduct(page.request, 'earlyPlaceOrder');
    await readyToPayAtKandy(page, product, 'early-cash@example.com', 'CASH');
    const before = orderCount(product.id);
    const release = await holdScripts(page);
    const documents = documentRequests(page);
    await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Payment and Billing' })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order\/view\/[\w-]+\?placed=1$/);
    await expect(page.getByText(/has been placed successfully!/)).toBeVisible();
    expect(orderCount(product.id)).toBe(before + 1);

    expect(documents).toHaveLength(2);
    await releaseAndHydrate(page, release);
    expect(documents).toHaveLength(2);
    expect(orderCount(product.id)).toBe(before + 1);
    await expectNoSeriousA11yViolations(page);
  });

  test('Place Order pressed as the script arrives is sent once, by the form or by the script', async ({ page }) => {
    const product = await flowProduct(page.request, 'placeOrderMidTap');
    await readyToPayAtKandy(page, product, 'mid-tap@example.com', 'CASH');
    const before = orderCount(product.id);
    const purchases: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/cart/purchase')) purchases.push(`${request.method()} ${request.url()}`);
    });
    const release = await holdScripts(page);
    await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Place Order' }).hover();
    // Pressed before the script, released after it came.
    await page.mouse.down();
    await release();
    await page.mouse.up();

    await expect(page).toHaveURL(/\/order\/view\/[\w-]+\?placed=1$/);
    await expect(page.getByText(/has been placed successfully!/)).toBeVisible();
    await hydrated(page);
    expect(purchases).toHaveLength(1);
    expect(orderCount(product.id)).toBe(before + 1);
    await expectNoSeriousA11yViolations(page);
  });

  test("the API's own 409 CART_NOT_READY at Place Order: the shopper is told deliveries do not reach the address", async ({ page }) => {
    const product = await flowProduct(page.request, 'notReadyAtPurchase');
    await putInCart(page, product);
    // A city of its own (no other flow delivers there): the merchant stops delivering to it below.
    const kundasale = {
      ...KANDY_ADDRESS,
      city: 'Kundasale',
      cityId: 'city-kundasale',
      postalCode: '20168',
    };
    for (const [field, value] of [
      ['email', { email: 'not-ready@example.com' }],
      ['delivery-method', { deliveryMethod: 'delivery' }],
      ['shipping-address', kundasale],
      ['delivery-plan', { deliveryPlanId: 'regional-standard' }],
      ['payment-method', { paymentMethod: 'CASH' }],
    ] as const) {
      const res = await page.request.post(`/api/cart/set/${field}`, { data: value });
      expect(res.status(), `${field}: ${await res.text()}`).toBe(200);
    }
    const before = orderCount(product.id);
    await page.goto('/checkout');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Payment and Billing' })).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page);

    setDeliverable(kundasale.cityId, false);
    try {
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Deliveries are not available for your area' })).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
      expect(orderCount(product.id)).toBe(before);
      await expectNoSeriousA11yViolations(page);
    } finally {
      setDeliverable(kundasale.cityId, true);
    }
  });
});

/** Sets checkout fields through the JSON routes the hydrated page uses, for the steps before the one under test. */
async function setCartFields(page: Page, steps: [string, unknown][]) {
  for (const [field, value] of steps) {
    const res = await page.request.post(`/api/cart/set/${field}`, { data: value });
    expect(res.status(), `${field}: ${await res.text()}`).toBe(200);
  }
}

/** The shopper's cart as the BFF answers it. */
const cartNow = async (page: Page) =>
  (await (await page.request.get('/api/cart')).json()) as { deliveryMethod: string | null; deliveryPlan: { id: string } | null };

/** Whether the merchant delivers to a city, in the test API's database (read on every check). */
function setDeliverable(cityId: string, deliverable: boolean) {
  const db = new Database(testServers.databasePath);
  try {
    db.prepare("UPDATE cities SET json = json_set(json, '$.deliverable', json(?)) WHERE id = ?").run(String(deliverable), cityId);
  } finally {
    db.close();
  }
}
