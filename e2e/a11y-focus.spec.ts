import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { atColombo, flowProduct, putInCart } from './cart-steps';
import { hydrated } from './support/before-hydration';
import { demo, locationButton, openChangeLocation, rememberLocation } from './support/shop';

/** Focus after in-page updates, the shell's live region, phones at 320 px, target sizes. */

const SHOTS = process.env.A11Y_SHOTS_DIR ?? '';

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function liveRegion(page: Page) {
  return page.getByTestId('live-region');
}

/** Describes the focused element, so a failure says where focus went (`BODY` when it was lost). */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName}${el.id ? `#${el.id}` : ''} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`.trim()
      : 'none';
  });
}

test('cart: + and − keep focus and announce the quantity; Remove moves focus to the heading and says so @mobile', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'focusCart');
  await putInCart(page, product, 1);
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  // Focus kept and the quantity announced are the script's: pressed once it has run.
  await hydrated(page);

  const plus = line.getByRole('button', { name: 'Increase quantity' });
  await plus.focus();
  await page.keyboard.press('Enter');
  await expect(line.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue('2');
  await expect(liveRegion(page)).toHaveText(`${product.name}: quantity 2`);
  await expect(plus).toBeFocused();

  // Back to 1: the − button is disabled at 1, so focus goes to the field rather than to <body>.
  const minus = line.getByRole('button', { name: 'Decrease quantity' });
  await minus.focus();
  await page.keyboard.press('Enter');
  await expect(line.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue('1');
  await expect(liveRegion(page)).toHaveText(`${product.name}: quantity 1`);
  expect(await focused(page)).toMatch(/^INPUT/);

  await line.getByRole('button', { name: `Remove: ${product.name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeFocused();
  await expect(liveRegion(page)).toHaveText(`${product.name} removed from cart`);
  await expectNoSeriousA11yViolations(page);
});

test('search: Apply keeps focus on itself for a ticked filter, a picked sort keeps it on the select; both announce the count @mobile', async ({
  page,
  context,
  baseURL,
  isMobile,
}) => {
  await atColombo(context, baseURL);
  await page.goto('/search?query=clay');
  await expect(page.getByText(/^Showing 1 - 12 of \d+ products$/)).toBeVisible();
  if (isMobile) await page.locator('summary', { hasText: 'Filters' }).click();
  const kitchen = page.getByRole('checkbox', { name: /^Kitchen/ });
  const kitchenCount = Number((await kitchen.locator('xpath=..').textContent())?.match(/\((\d+)\)/)?.[1]);
  await kitchen.focus();
  await page.keyboard.press('Space');
  // Ticks wait for Apply (WCAG 3.2.2).
  const apply = page.getByRole('form', { name: 'Filters' }).filter({ visible: true }).getByRole('button', { name: 'Apply' });
  await apply.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tags=cat(%2F|\/)kitchen/);
  await expect(liveRegion(page)).toHaveText(`${kitchenCount} products found`);
  await expect(page.getByRole('form', { name: 'Filters' }).filter({ visible: true }).getByRole('button', { name: 'Apply' })).toBeFocused();

  // The region empties after a while; the next words prove a new announcement.
  await expect.poll(() => liveRegion(page).evaluate((el) => el.textContent)).toBe('');
  // A sort applies when picked: no Apply beside it, focus stays on the select.
  const sort = page.getByLabel('Sort by');
  await expect(page.locator('form').filter({ has: sort }).getByRole('button')).toHaveCount(0);
  await sort.selectOption({ label: 'Price Low to High' });
  await expect(page).toHaveURL(/sortBy=PRICE_LOW_TO_HIGH/);
  await expect(page.getByLabel('Sort by')).toHaveValue('PRICE_LOW_TO_HIGH');
  await expect(page.getByLabel('Sort by')).toBeFocused();
  await expect(liveRegion(page)).toHaveText(`${kitchenCount} products found`);
  await expectNoSeriousA11yViolations(page);
});

test('the stuck category bar never hides the element focused by Shift+Tab (WCAG 2.4.11)', async ({ page, context }) => {
  // A returning shopper: a first visit's location question (a modal) would make the page behind it inert.
  await rememberLocation(context, 'colombo');
  await page.goto('/search?query=clay');
  const links = page.getByRole('main').getByRole('article').getByRole('link');
  await expect(links.nth(8)).toBeVisible();
  // Put a card link right at the top of the viewport, under where the stuck bar sits, and focus the one after it.
  await page.evaluate(() => window.scrollTo(0, 600));
  const bar = page.locator('[data-stuck]');
  await expect(bar).toBeVisible();
  const barHeight = await bar.evaluate((el) => el.getBoundingClientRect().height);
  expect(barHeight).toBeGreaterThan(0);
  const count = await links.count();
  for (let i = 1; i < count; i++) {
    const target = links.nth(i);
    const top = await target.evaluate((el) => el.getBoundingClientRect().top);
    if (top < 0) continue;
    // Align the previous link with the top edge, then tab back onto it.
    await links.nth(i - 1).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 4));
    await target.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    break;
  }
  await page.keyboard.press('Shift+Tab');
  const focusedTop = await page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? -1);
  expect(focusedTop).toBeGreaterThanOrEqual(barHeight - 1);
  await expectNoSeriousA11yViolations(page);
});

test.describe('at 320 px (400 % zoom) no page scrolls sideways (WCAG 1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('home, search, product, cart and checkout fit 320 px', async ({ page, context, request, baseURL }) => {
    await atColombo(context, baseURL);
    const product = await flowProduct(request, 'narrowScreen');
    const widths: Record<string, number> = {};
    const visit = async (name: string, url: string) => {
      await page.goto(url);
      await page.waitForLoadState('load');
      widths[name] = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      await shot(page, `320-${name}`);
      await expectNoSeriousA11yViolations(page);
    };
    await visit('home', '/');
    await visit('search', '/search?query=clay');
    await visit('product', `/products/${demo.products.colourSize.slug}`);
    await putInCart(page, product, 1);
    await visit('cart', '/cart');
    await visit('checkout', '/checkout');
    expect(widths).toEqual({ home: 320, search: 320, product: 320, cart: 320, checkout: 320 });
  });
});

test('banner dots, footer and view-all links are at least 24 px (WCAG 2.5.8); the footer focus ring contrasts @mobile', async ({
  page,
  context,
  baseURL,
}) => {
  await atColombo(context, baseURL);
  await page.goto('/');
  await expect(page.locator('.swiper-pagination-bullet').first()).toBeVisible();
  const sizes = (selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { w: Math.round(r.width), h: Math.round(r.height) };
        }),
    );
  const small = (list: { w: number; h: number }[]) => list.filter((s) => s.w < 24 || s.h < 24);

  const dots = await sizes('.swiper-pagination-bullet');
  expect(dots.length).toBeGreaterThan(1);
  expect(small(dots)).toEqual([]);
  const footerLinks = await sizes('footer a');
  expect(footerLinks.length).toBeGreaterThan(0);
  expect(footerLinks.filter((s) => s.h < 24)).toEqual([]);
  expect((await sizes('main section h2 ~ a')).filter((s) => s.h < 24)).toEqual([]);

  // Dots sit below the slide, not on its link.
  const slideLink = page.locator('.swiper-slide-active a').first();
  if (await slideLink.count()) {
    const linkBox = await slideLink.boundingBox();
    const dotBox = await page.locator('.swiper-pagination-bullet').first().boundingBox();
    if (linkBox && dotBox) expect(dotBox.y).toBeGreaterThanOrEqual(linkBox.y + linkBox.height - 1);
  }

  // The focus ring in the footer follows its light text instead of the default blue.
  const footerLink = page.locator('footer a').first();
  await footerLink.focus();
  const [outline, text] = await footerLink.evaluate((el) => {
    const footer = el.closest('footer') as HTMLElement;
    return [getComputedStyle(el).outlineColor, getComputedStyle(footer).color];
  });
  expect(outline).toBe(text);
  await expectNoSeriousA11yViolations(page);
});

test('the change-location dialog gives focus back to the header button after Escape and Cancel', async ({ page, context }) => {
  await rememberLocation(context, 'kandy');
  await page.goto('/');
  const button = locationButton(page);
  const change = await openChangeLocation(page, false);
  await page.keyboard.press('Escape');
  await expect(change.getByRole('button', { name: 'Cancel' })).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await change.getByRole('button', { name: 'Cancel' }).click();
  await expect(change.getByRole('button', { name: 'Cancel' })).toBeHidden();
  await expect(button).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});

test('the accessibility check itself fails on serious violations, inside a frame of the page too', async ({ page }) => {
  await page.goto('/information/page/delivery-information');
  await expectNoSeriousA11yViolations(page);
  // The same page with faint text, an image without a text and, in a frame of the page, a button without a name.
  await page.getByRole('main').evaluate((main) => {
    main.insertAdjacentHTML(
      'beforeend',
      `<p style="color: #d4d4d4; background: #fff">Faint text</p>
       <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
       <iframe title="Inner" srcdoc="<!doctype html><html lang=en><title>Inner</title><button id=inner></button></html>"></iframe>`,
    );
  });
  await page.frameLocator('iframe[title="Inner"]').locator('#inner').waitFor({ state: 'attached' });
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => '',
    (error: unknown) => String(error),
  );
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');
  expect(failure).toContain('iframe #inner');
});
