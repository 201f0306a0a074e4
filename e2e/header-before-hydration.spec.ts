import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectNotHydrated, holdScripts } from './support/before-hydration';
import { demo, LOCATION_NAMES, rememberLocation } from './support/shop';

// Each flow taps the page as painted, its scripts held back, then lets them through and checks the outcome.

test('a category menu opens and its link is followed before the page hydrated', async ({ page, context }) => {
  await rememberLocation(context, 'colombo');
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Kitchen menu' }).click();
  // The page as painted, its dropdown open: axe runs in it (its own script, not the page's).
  await expectNoSeriousA11yViolations(page);
  await nav.getByRole('link', { name: 'View all: Kitchen' }).click();
  await expect(page).toHaveURL(/\/search\?tags=cat\/kitchen$/);
  await release();
  await expectNoSeriousA11yViolations(page);
});

test(
  'a shopper searches before the page hydrated: on a phone the first tap opens the search',
  { tag: '@mobile' },
  async ({ page, context, isMobile }) => {
    await rememberLocation(context, 'colombo');
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page);
    const field = page.getByRole('combobox', { name: 'Search' });
    if (isMobile) {
      await expect(field).toBeHidden();
      await page.getByRole('button', { name: 'Open search' }).click();
    }
    await expect(field).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await field.fill('towel');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=towel$/);
    await release();
    await expectNoSeriousA11yViolations(page);
  },
);

test('the language is chosen before the page hydrated', { tag: '@mobile' }, async ({ page, context, isMobile }) => {
  await rememberLocation(context, 'colombo');
  const release = await holdScripts(page);
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  await expectNoSeriousA11yViolations(page);
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('link', { name: 'தமிழ்' }).click();
  await expect(page).toHaveURL(/\/ta\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await release();
  await expectNoSeriousA11yViolations(page);
});

test(
  'the currency is chosen before the page hydrated: posted, and back on the same page',
  { tag: '@mobile' },
  async ({ page, context, isMobile }) => {
    await rememberLocation(context, 'colombo');
    const release = await holdScripts(page);
    await page.goto('/cart', { waitUntil: 'domcontentloaded' });
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /^Currency/ }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'USD ($)' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('button', { name: /^Currency: USD/, includeHidden: true }).first()).toBeAttached();
    expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('USD');
    await release();
    await expectNoSeriousA11yViolations(page);
  },
);

test(
  'the first visit chooses its shop before the page hydrated, and changes it again',
  { tag: '@mobile' },
  async ({ page, context, isMobile }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const choose = page.getByRole('dialog', { name: 'Choose the shop location' });
    const shop = async () => (await context.cookies()).find((c) => c.name === 'inventoryId')?.value;
    await expectNoSeriousA11yViolations(page);
    await choose.getByRole('listitem').filter({ hasText: LOCATION_NAMES.kandy }).getByRole('button', { name: 'Select' }).click();
    await expect(
      page.getByRole('button', { name: `Change location: ${LOCATION_NAMES.kandy}`, includeHidden: true }).first(),
    ).toBeAttached();
    expect(await shop()).toBe(demo.locations.kandy);
    // Change it, still before the page hydrated: Proceed posts, and the page asks again.
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('button', { name: /^Change location/ })
      .locator('visible=true')
      .click();
    await page.getByRole('dialog', { name: 'Change the shop location' }).getByRole('button', { name: 'Proceed' }).click();
    await choose.getByRole('listitem').filter({ hasText: LOCATION_NAMES.galle }).getByRole('button', { name: 'Select' }).click();
    await expect(
      page.getByRole('button', { name: `Change location: ${LOCATION_NAMES.galle}`, includeHidden: true }).first(),
    ).toBeAttached();
    expect(await shop()).toBe(demo.locations.galle);
    await release();
    await expectNoSeriousA11yViolations(page);
  },
);

test('the first visit can close the location question and browse; the first add asks again', async ({ page }) => {
  await page.goto('/');
  const choose = page.getByRole('dialog', { name: 'Choose the shop location' });
  await expect(choose).toBeVisible();
  // Once the script runs it is a modal (the page behind inert): Escape closes it.
  await expect.poll(() => choose.evaluate((el) => el.matches(':modal'))).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(choose).toBeHidden();
  await page.goto(`/products/${demo.products.simple.slug}`);
  await expect(choose).toBeHidden();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(choose).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await choose.getByRole('button', { name: 'Close' }).click();
  await expect(choose).toBeHidden();
});

test('the phone menu opens before the page hydrated and its link is followed', { tag: '@mobile' }, async ({ page, context, isMobile }) => {
  test.skip(!isMobile, 'the menu drawer is the phone layout');
  await rememberLocation(context, 'colombo');
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main navigation' });
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('link', { name: 'Kitchen', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?tags=cat\/kitchen$/);
  await release();
  await expectNoSeriousA11yViolations(page);
});
