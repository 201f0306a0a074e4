import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { formatMoney } from '../lib/format/money';
import { moveOrder } from '../customer-api/modules/orders/order-status';
import { addFromProductPage, atColombo, continueAsGuest, flowProduct, payBy, shipToColombo } from './cart-steps';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectNotHydrated, holdScripts, hydrated } from './support/before-hydration';
import { freshCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signInByRequest } from './support/sign-in';
import { testServers as s } from './support/test-servers';

const COOKIE = 'RETAILER_AFF_SESSION';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The order's sub-total after discounts, as the test API stored it. */
function commissionBaseOf(refId: string): number {
  const db = new Database(s.databasePath, { readonly: true });
  try {
    const row = db.prepare<[string], { json: string }>('SELECT json FROM orders WHERE ref_id = ?').get(refId);
    const draft = JSON.parse(row?.json ?? '{}') as { subTotal: number; totalPriceDiscounts: number };
    return draft.subTotal - draft.totalPriceDiscounts;
  } finally {
    db.close();
  }
}

/** The shop delivers a cash order (as `npm run order-status` would): only then does it earn its link. */
function deliver(refId: string): void {
  const db = new Database(s.databasePath);
  try {
    for (const status of ['READY_TO_DISPATCH', 'DISPATCHED', 'COMPLETED'] as const) moveOrder(db, refId, status, null);
  } finally {
    db.close();
  }
}

/** Opens a page in a new browser and waits for its affiliate session call; answers whether the token was taken. */
async function arrive(page: Page, url: string): Promise<boolean> {
  const session = page.waitForResponse((r) => r.url().endsWith('/api/affiliate/session') && r.request().method() === 'POST');
  await page.goto(url);
  const res = await session;
  expect(res.status()).toBe(200);
  return ((await res.json()) as { valid: boolean }).valid;
}

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === COOKIE);
const sessionStored = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('RETAILER_AFF_SESSION'));

/** Opens `path` with its scripts held back (the page as painted before hydration); answers the release. */
async function beforeHydration(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/**
 * Presses a form's button on the page as painted (its script held back): the browser posts the form's
 * Server Function to the page itself, which comes back rendered with the function's answer.
 */
async function postNatively(page: Page, button: string) {
  await expectNotHydrated(page);
  const here = new URL(page.url()).pathname;
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === here && r.request().method() === 'POST');
  await page.getByRole('button', { name: button }).click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
  await page.waitForLoadState('domcontentloaded');
  await expect(page).toHaveURL(new RegExp(`${here}$`));
  await expectNotHydrated(page);
}

async function newShopper(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL: baseURL ?? s.baseURL });
  await atColombo(context, baseURL);
  return { context, page: await context.newPage() };
}

test('an affiliate adds bank details, creates and copies a link; a guest follows it and buys with cash; the affiliate sees the click, the order and the earning', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const product = await flowProduct(request, 'affiliate');
  const description = `Tea leaf promo ${Date.now().toString(36)}`;
  await atColombo(context, baseURL);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? s.baseURL });

  // A customer of this run: the statistics below count only this flow's click and order.
  await signInByRequest(page, s.shop, await freshCustomer('Nimal Affiliate'), '/account/affiliate/bank-info');
  await page.goto('/account/affiliate/bank-info');

  // Bank details (spec §5 messages when empty, §8 toast when saved).
  await expect(page.getByRole('heading', { name: 'Bank Info', level: 2 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Pressed before the page's script ran: the form posts, and the page comes back with the messages and the bank chosen.
  const releaseBank = await beforeHydration(page, '/account/affiliate/bank-info');
  await page.getByLabel(/^Bank Name/).selectOption({ label: 'Hatton National Bank' });
  await page.getByLabel(/^Account Name/).fill('');
  await page.getByLabel(/^Account Number/).fill('');
  await postNatively(page, 'Save Bank Info');
  await expect(page.getByText('Account name must not be empty')).toBeVisible();
  await expect(page.getByText('Account number must not be empty')).toBeVisible();
  await expect(page.getByLabel(/^Bank Name/).locator('option:checked')).toHaveText('Hatton National Bank');
  await releaseBank();
  // From here the subject is the script's save in place (toast, no page load): typed once it has run.
  await hydrated(page);
  await page.getByLabel(/^Account Name/).fill('Nimal Perera');
  await page.getByLabel(/^Account Number/).fill('0123 4567 8901');
  await page.getByRole('button', { name: 'Save Bank Info' }).click();
  await expect(page.getByText('Payment Info Update Successfully')).toBeVisible();

  // A link to the product page.
  await page.getByRole('navigation', { name: 'Affiliate sections' }).getByRole('link', { name: 'Link Generation' }).click();
  await expect(page.getByRole('heading', { name: 'New affiliate link' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Pressed before the page's script ran: the form posts and comes back with the spec §5 messages.
  const releaseLinks = await beforeHydration(page, '/account/affiliate');
  await postNatively(page, 'Generate Link');
  await expect(page.getByText('Link must not be empty')).toBeVisible();
  await releaseLinks();
  await hydrated(page);
  await expect(page.getByText('Description must not be empty')).toBeVisible();
  await expect(page.getByText('Expiry date must not be empty')).toBeVisible();
  await page.getByLabel(/^Link/).fill(product.href);
  await page.getByLabel(/^Description/).fill(description);
  await page.getByLabel(/^Expiry Date/).fill(utcDay(365));
  await page.getByRole('button', { name: 'Generate Link' }).click();
  await expect(page.getByText('Affiliate Link Created Successfully')).toBeVisible();

  const card = page.getByRole('listitem', { name: description });
  const shown = (await card.getByTestId('affiliate-url').textContent()) ?? '';
  expect(shown).toMatch(
    new RegExp(`^${escape(baseURL ?? s.baseURL)}${escape(product.href.split('?')[0] ?? '')}.*[?&]am_aid=[A-Za-z0-9_-]+$`),
  );
  await card.getByRole('button', { name: `Copy link: ${description}` }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await expectNoSeriousA11yViolations(page);
  const token = new URL(shown).searchParams.get('am_aid') ?? '';

  // The catalogue page stays the one cached page for everyone: the token is not part of it.
  const atColomboHeaders = { headers: { cookie: 'inventoryId=loc-colombo' } };
  const plain = await request.get(product.href, atColomboHeaders);
  const tracked = await request.get(shown, atColomboHeaders);
  expect(tracked.headers()['cache-control']).toBe(plain.headers()['cache-control']);
  expect(await tracked.text()).not.toContain(token);

  // A guest in another browser follows the link and buys with cash.
  const guest = await newShopper(browser, baseURL);
  let refId = '';
  try {
    expect(await arrive(guest.page, shown)).toBe(true);
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    expect(await sessionStored(guest.page)).toBe(token);
    const cookie = await sessionCookie(guest.context);
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax' });
    // A reload in the same browser session is no second click.
    await guest.page.reload();
    await addFromProductPage(guest.page, product);
    await guest.page.goto('/checkout');
    await expect(guest.page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await continueAsGuest(guest.page, 'affiliate-buyer@example.com');
    await shipToColombo(guest.page);
    await payBy(guest.page, 'Cash');
    await guest.page.getByRole('button', { name: 'Place Order' }).click();
    const placed = guest.page.getByText(/^Order - LL-\d+ has been placed successfully!$/);
    await expect(placed).toBeVisible();
    refId = /LL-\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';

    // 'Invalid' ends the affiliate session: session storage and cookie.
    const ended = guest.page.waitForResponse((r) => r.url().endsWith('/api/affiliate/session'));
    await guest.page.goto('/?am_aid=Invalid');
    await ended;
    expect(await sessionStored(guest.page)).toBeNull();
    expect(await sessionCookie(guest.context)).toBeUndefined();
  } finally {
    await guest.context.close();
  }

  const earning = formatMoney(Math.round(commissionBaseOf(refId) * 5) / 100, 'LKR', 'en');
  deliver(refId);
  await page.reload();
  const stats = page.getByRole('listitem', { name: description });
  await expect(stats.getByRole('definition').nth(0)).toHaveText('1');
  await expect(stats.getByRole('definition').nth(1)).toHaveText('1');
  await expect(stats.getByRole('definition').nth(2)).toHaveText(earning);

  await page.getByRole('navigation', { name: 'Affiliate sections' }).getByRole('link', { name: 'Statistics' }).click();
  const table = page.getByRole('table', { name: /Daily clicks, orders and earnings/ });
  await expect(table).toBeVisible();
  const total = table.getByRole('row', { name: /^Total/ });
  await expect(total.getByRole('cell')).toHaveText(['1', '1', earning]);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Affiliate sections' }).getByRole('link', { name: 'Report' }).click();
  const row = page.getByRole('table', { name: 'Orders from your links' }).getByRole('row', { name: new RegExp(refId) });
  await expect(row).toContainText(description);
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('cell').last()).toHaveText(earning);
  await expectNoSeriousA11yViolations(page);

  // Ended by setting its expiry date in the past: a visit with it counts nothing and starts no session.
  await page.getByRole('navigation', { name: 'Affiliate sections' }).getByRole('link', { name: 'Link Generation' }).click();
  await page
    .getByRole('listitem', { name: description })
    .getByRole('button', { name: `Edit link: ${description}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit link' });
  await dialog.getByLabel(/^Expiry Date/).fill(utcDay(-2));
  await dialog.getByRole('button', { name: 'Update Link' }).click();
  await expect(page.getByText('Affiliate Link Update Successfully')).toBeVisible();
  await expect(page.getByRole('listitem', { name: description }).getByText('Expired', { exact: true })).toBeVisible();

  const late = await newShopper(browser, baseURL);
  try {
    expect(await arrive(late.page, shown)).toBe(false);
    expect(await sessionStored(late.page)).toBeNull();
    expect(await sessionCookie(late.context)).toBeUndefined();
  } finally {
    await late.context.close();
  }
  await page.reload();
  await expect(page.getByRole('listitem', { name: description }).getByRole('definition').nth(0)).toHaveText('1');
});

test('until bank details are given, the affiliate tabs show the spec §5 message and no link form', async ({ page, context, baseURL }) => {
  await atColombo(context, baseURL);
  const customer = await freshCustomer('Affiliate Starter');
  await signInByRequest(page, s.shop, customer, '/account/affiliate');
  await page.goto('/account/affiliate');
  await expect(page).toHaveURL(new RegExp(`^${escape(baseURL ?? s.baseURL)}/account/affiliate$`));
  await expect(page.getByText('Please provide the bank details before proceeding to generate affiliate links.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Link' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Add bank details' }).click();
  await expect(page).toHaveURL(/\/account\/affiliate\/bank-info$/);
  await expect(page.getByLabel(/^Bank Name/)).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
});

test('on a phone, a new affiliate saves bank details and reads the statistics chart and table @mobile', async ({
  page,
  context,
  baseURL,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone flow');
  test.slow();
  await atColombo(context, baseURL);
  const customer = await freshCustomer('Affiliate Phone');
  await signInByRequest(page, s.shop, customer, '/account/affiliate/bank-info');
  await page.goto('/account/affiliate/bank-info');
  await expectNoSeriousA11yViolations(page);
  // Saved by a press before the page's script ran: the page says so once its script arrives.
  const release = await beforeHydration(page, '/account/affiliate/bank-info');
  await page.getByLabel(/^Bank Name/).selectOption({ label: 'Sampath Bank' });
  await page.getByLabel(/^Account Name/).fill('Affiliate Phone');
  await page.getByLabel(/^Account Number/).fill('1002003004');
  await postNatively(page, 'Save Bank Info');
  await expect(page.getByLabel(/^Account Number/)).toHaveValue('1002003004');
  await release();
  await expect(page.getByText('Payment Info Update Successfully')).toBeVisible();

  await page.getByRole('navigation', { name: 'Affiliate sections' }).getByRole('link', { name: 'Statistics' }).click();
  const table = page.getByRole('table', { name: /Daily clicks, orders and earnings/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /^Total/ }).getByRole('cell')).toHaveText(['0', '0', formatMoney(0, 'LKR', 'en')]);
  // The chart is drawn in the browser and fits the phone's width.
  const chart = page.locator('.recharts-wrapper').first();
  await expect(chart).toBeVisible();
  expect((await chart.boundingBox())?.width ?? 0).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(table.getByRole('row')).toHaveCount(7 + 2);
  await expectNoSeriousA11yViolations(page);
});
