import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { hydrated } from './support/before-hydration';
import { expect, test } from './support/fixtures';
import { atColombo, flowProduct } from './cart-steps';
import { demo } from './support/shop';

/** The browsing half: product page, search, quick search, header cart, locations, phones. */

function liveRegion(page: Page) {
  return page.getByTestId('live-region');
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The first toast and its close button, measured at once: a toast lives 2 s. */
async function toastBoxes(page: Page): Promise<{ toast: Box; close: Box; text: string }> {
  await expect(page.locator('[data-sonner-toast][data-mounted="true"]').first()).toBeVisible();
  // It slides in from above for 400 ms: measured where it comes to rest.
  await page.waitForTimeout(450);
  const boxes = await page.evaluate(() => {
    const toast = document.querySelector('[data-sonner-toast]');
    const close = toast?.querySelector('[data-close-button]');
    const box = (el: Element | null | undefined) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      // Sizes to the nearest pixel: sonner's transforms leave 23.999998 for 24.
      return { x: r.x, y: r.y, width: Math.round(r.width), height: Math.round(r.height) };
    };
    return { toast: box(toast), close: box(close), text: toast?.textContent ?? '' };
  });
  expect(boxes.toast, 'a toast').not.toBeNull();
  expect(boxes.close, 'its close button').not.toBeNull();
  return boxes as { toast: Box; close: Box; text: string };
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return box as Box;
}

/** Counts navigations to new search results from now on (React Server Component fetches, not prefetches). */
function countSearchNavigations(page: Page): () => number {
  let n = 0;
  page.on('request', (request) => {
    const headers = request.headers();
    const isNavigation = headers['rsc'] === '1' && headers['next-router-prefetch'] === undefined;
    if (isNavigation && new URL(request.url()).pathname.endsWith('/search')) n += 1;
  });
  return () => n;
}

test('product page: a variant change keeps the place and the focus, and says what was chosen @mobile', async ({
  page,
  context,
  baseURL,
}) => {
  await atColombo(context, baseURL);
  const shirt = demo.products.colourSize;
  await page.goto(`/products/${shirt.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shirt.name);
  const large = page.getByRole('group', { name: /^Size/ }).getByRole('link', { name: 'L', exact: true });
  await large.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const before = await page.evaluate(() => window.scrollY);
  await large.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/size=l/);
  await expect(page.getByRole('group', { name: /^Size: L/ })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Size/ }).getByRole('link', { name: 'L', exact: true })).toBeFocused();
  await expect(liveRegion(page)).toHaveText('Colour: Red, Size: L');
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(40);
  await expectNoSeriousA11yViolations(page);

  // The dropdown kind (wood) on another product: focus stays on the select.
  const table = demo.products.radioDropdown;
  await page.goto(`/products/${table.slug}`);
  const material = page.getByRole('combobox', { name: 'Wood' });
  await material.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const top = await page.evaluate(() => window.scrollY);
  await material.selectOption({ label: 'Mahogany' });
  await expect(page).toHaveURL(/mahogany/);
  await expect(liveRegion(page)).toHaveText('Size: Medium, Wood: Mahogany');
  await expect(page.getByRole('combobox', { name: 'Wood' })).toBeFocused();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - top)).toBeLessThan(40);
  await expectNoSeriousA11yViolations(page);
});

test('markup the Nu HTML Checker asked for: banner sources with sizes, a text-field combobox, the card image described', async ({
  page,
  context,
  baseURL,
}) => {
  await atColombo(context, baseURL);
  await page.goto('/');
  const sources = page.locator('picture source');
  await expect(sources.first()).toBeAttached();
  // Width descriptors need sizes on every <source>, as on the <img>.
  for (const source of await sources.all()) await expect(source).toHaveAttribute('sizes', '100vw');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toHaveAttribute('type', 'text');
  await expect(page.locator(`[id="${await box.getAttribute('aria-controls')}"]`)).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  const shirt = demo.products.colourSize;
  await page.goto(`/products/${shirt.slug}`);
  await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', shirt.name);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', shirt.name);
  await expectNoSeriousA11yViolations(page);
});

test('product page: Add to Cart turns into Update Cart with focus kept on it, and says so @mobile', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'browseFocus');
  await page.goto(product.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true });
  // The subject is the in-place answer of the hydrated page (before it, the button posts its form: first-tap.spec.ts).
  await hydrated(page);
  await page.evaluate(() => {
    const shown = window as unknown as { toastsShown: number };
    shown.toastsShown = 0;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof Element)
            shown.toastsShown += node.matches('[data-sonner-toast]') ? 1 : node.querySelectorAll('[data-sonner-toast]').length;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await add.focus();
  await page.keyboard.press('Enter');
  const update = page.getByRole('main').getByRole('button', { name: 'Update Cart', exact: true });
  await expect(update).toBeVisible();
  await expect(update).toBeFocused();
  await expect(liveRegion(page)).toHaveText(`${product.name} added to cart`);

  await page.keyboard.press('Enter');
  await expect(liveRegion(page)).toHaveText(`${product.name}: quantity 1`);
  await expect(update).toBeFocused();
  // One toast for the line: the second press replaced the first rather than stacking a second over it.
  await expect(page.locator('[data-sonner-toast][data-mounted="true"]').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { toastsShown: number }).toastsShown)).toBe(1);
  await expectNoSeriousA11yViolations(page);
});

test('search: ticks wait for Apply, a sort applies when chosen (keys on the closed select on Enter), several brands, sort and price combine, focus stays and the count is said', async ({
  page,
  context,
  baseURL,
}) => {
  await atColombo(context, baseURL);
  await page.goto('/search');
  await expect(page.getByText(/^Showing 1 - 12 of \d+ products$/)).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const brandBoxes = filters.getByRole('group', { name: 'Brands' }).getByRole('checkbox');
  const brandCount = await brandBoxes.count();
  expect(brandCount).toBeGreaterThan(2);
  const startUrl = page.url();
  const navigations = countSearchNavigations(page);

  // Space on a box and one arrow key on the closed select change nothing yet (WCAG 3.2.2).
  const first = brandBoxes.nth(0);
  const second = brandBoxes.nth(1);
  const firstName = (await first.getAttribute('value')) ?? '';
  const secondName = (await second.getAttribute('value')) ?? '';
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await expect(first).toBeFocused();
  await second.check();
  const sort = page.getByLabel('Sort by');
  await expect(page.locator('form').filter({ has: sort }).getByRole('button')).toHaveCount(0);
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(1500);
  expect(navigations()).toBe(0);
  expect(page.url()).toBe(startUrl);

  // Enter applies the sort the keys reached, with the ticked brands.
  await sort.selectOption({ label: 'Price Low to High' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sortBy=PRICE_LOW_TO_HIGH/);
  expect(new URL(page.url()).searchParams.getAll('tags').sort()).toEqual([firstName, secondName].sort());
  await expect(page.getByLabel('Sort by')).toBeFocused();

  await filters.getByLabel('Min').fill('100');
  const apply = filters.getByRole('button', { name: 'Apply' });
  await apply.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/r_price=100/);
  await expect(page).toHaveURL(/sortBy=PRICE_LOW_TO_HIGH/);
  const url = new URL(page.url());
  expect(url.searchParams.getAll('tags').sort()).toEqual([firstName, secondName].sort());
  const total = Number((await page.getByText(/^Showing \d+ - \d+ of \d+ products$/).textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(0);
  await expect(liveRegion(page)).toHaveText(`${total} products found`);
  await expect(filters.getByRole('button', { name: 'Apply' })).toBeFocused();

  // Both brands stay ticked and every other brand can still be added (facets without the brand filter).
  await expect(filters.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(filters.getByRole('group', { name: 'Brands' }).getByRole('checkbox')).toHaveCount(brandCount);
  await expect(page.getByLabel('Sort by')).toHaveValue('PRICE_LOW_TO_HIGH');
  await expectNoSeriousA11yViolations(page);
});

test('quick search is an ARIA 1.2 combobox: options without links, Escape closes then clears', async ({ page, context, baseURL }) => {
  await atColombo(context, baseURL);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('clay');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toContainText(/clay/i);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(await box.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
  await expect(list).not.toHaveAccessibleName('View all results');
  await expect(list).toHaveAccessibleName('Search');
  await expect(list.locator('a, button, [tabindex]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('ArrowDown');
  const firstOption = list.getByRole('option').first();
  await expect(firstOption).toHaveAttribute('aria-selected', 'true');
  expect(await box.getAttribute('aria-activedescendant')).toBe(await firstOption.getAttribute('id'));

  // First Escape: the list closes, the words stay. Second Escape: the words go.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('clay');
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');

  // Enter on a highlighted product goes to it.
  await box.fill('clay');
  await expect(list.getByRole('option').first()).toContainText(/clay/i);
  const name = (await list.getByRole('option').first().textContent()) ?? '';
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(name).toContain((await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '\u0000');
  await expectNoSeriousA11yViolations(page);
});

test('the header cart popover has no focusable element hidden from screen readers', async ({ page, context, baseURL }) => {
  await atColombo(context, baseURL);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Cart is empty' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'View Cart' })).toBeVisible();
  await expect(page.locator('[data-headlessui-focus-guard]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('link', { name: 'View Cart' })).toBeHidden();
});

test('on a phone in Tamil the shop list shows that it scrolls and can be scrolled from the keyboard @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the list overflows on a phone');
  await page.goto('/ta');
  const title = 'கடையின் இருப்பிடத்தைத் தேர்ந்தெடுக்கவும்';
  const dialog = page.getByRole('dialog', { name: title });
  const list = dialog.getByRole('list', { name: title });
  await expect(list).toBeVisible();
  await expect(list).toHaveAttribute('tabindex', '0');
  const { scrollHeight, clientHeight } = await list.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  const cue = dialog.getByText('மேலும் கடைகளைக் காண கீழே உருட்டவும்');
  await expect(cue).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await list.focus();
  await page.keyboard.press('End');
  await expect.poll(() => list.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2)).toBe(true);
  await expect(cue).toBeHidden();
});

test('on a phone the quick view shows Add to Cart at once, and the toast leaves its close button and the header cart free @mobile', async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}) => {
  test.skip(!isMobile, 'phone layout');
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'browseQuickView');
  await page.goto(`/search?query=${encodeURIComponent(product.name)}`);
  // The quick view is the script's (before it, the button leads to the product page).
  await hydrated(page);
  await page
    .getByRole('button', { name: `Add to Cart: ${product.name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const add = dialog.getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(add).toBeVisible();
  // The sheet has risen: its box no longer moves.
  await expect.poll(async () => (await boxOf(add)).y, { intervals: [200, 200, 200] }).toBe((await boxOf(add)).y);
  const addBox = await boxOf(add);
  expect(addBox.y + addBox.height).toBeLessThanOrEqual(812);
  await expectNoSeriousA11yViolations(page);

  const close = dialog.getByRole('button', { name: 'Close' });
  const closeBox = await boxOf(close);
  await add.click();
  const toast = await toastBoxes(page);
  expect(overlaps(toast.toast, closeBox)).toBe(false);
  expect(toast.close.width).toBeGreaterThanOrEqual(24);
  expect(toast.close.height).toBeGreaterThanOrEqual(24);
});

test('the add-to-cart toast never covers the header cart, and its close button is a 24 px target @mobile', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'browseToast');
  await page.goto(product.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const cart = page
    .getByRole('banner')
    .getByRole('link', { name: /in cart$|^Cart is empty$/ })
    .or(page.getByRole('banner').getByRole('button', { name: /in cart$|^Cart is empty$/ }))
    .filter({ visible: true });
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Add to Cart|Update Cart)$/ })
    .click();
  // Back at the top, where the header and its cart icon show (a phone scrolled down to the button).
  await page.evaluate(() => window.scrollTo(0, 0));
  const { toast, close, text } = await toastBoxes(page);
  const cartBox = await boxOf(cart);
  expect(cartBox.y).toBeGreaterThanOrEqual(0);
  expect(text).toContain('Product added to cart successfully');
  expect(overlaps(toast, cartBox)).toBe(false);
  expect(close.width).toBeGreaterThanOrEqual(24);
  expect(close.height).toBeGreaterThanOrEqual(24);
  await expectNoSeriousA11yViolations(page);
});

for (const locale of ['en', 'si', 'ta'] as const) {
  test(`the banner dots never sit on the slide's button and are 24 px targets (${locale}) @mobile`, async ({
    page,
    context,
    baseURL,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the slide text sits under the image on phones');
    await atColombo(context, baseURL);
    // Without motion the slideshow stays on its first slide while the boxes are measured.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(locale === 'en' ? '/' : `/${locale}`);
    const banner = page.locator('.banner-swiper');
    const dots = banner.locator('.swiper-pagination-bullet');
    await expect(dots.first()).toBeVisible();
    const button = banner.locator('.swiper-slide-active a').last();
    await expect(button).toBeVisible();
    const buttonBox = await boxOf(button);
    for (const dot of await dots.all()) {
      const dotBox = await boxOf(dot);
      expect(dotBox.width).toBeGreaterThanOrEqual(24);
      expect(dotBox.height).toBeGreaterThanOrEqual(24);
      expect(overlaps(dotBox, buttonBox)).toBe(false);
    }
    await expectNoSeriousA11yViolations(page);
  });
}
