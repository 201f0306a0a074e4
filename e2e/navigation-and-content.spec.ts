import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { openMenuOnPhone, rememberLocation } from './support/shop';

test.beforeEach(async ({ context }) => {
  await rememberLocation(context, 'colombo');
});

test('on a desktop a shopper opens the Kitchen menu and goes to clay pots', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Kitchen', exact: true })).toHaveAttribute('href', /\/search\?tags=cat\/kitchen$/);
  await nav.getByRole('button', { name: 'Kitchen menu' }).click();
  await expect(nav.getByRole('button', { name: 'Kitchen menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('region', { name: 'Featured in Kitchen' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'Clay Pots' }).click();
  await expect(page).toHaveURL(/\/search\?.*query=clay/);
  await expect(page.getByRole('checkbox', { name: /^Kitchen/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test('the page carries the top-level menu links; the dropdowns come with the first use', async ({ page }) => {
  // What crawlers and shoppers without scripts get: every top-level link, no dropdown item.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<a [^>]*href="\/search\?tags=cat\/kitchen"[^>]*>Kitchen<\/a>/);
  for (const item of ['String Hopper Moulds', 'Spoons and Ladles', 'Shawls and Scarves', 'Featured in Kitchen'])
    expect(html.includes(item), item).toBe(false);

  const menus: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/menus') menus.push(request.url());
  });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Textiles', exact: true })).toBeVisible();
  expect(menus).toHaveLength(0);

  // Keyboard: the first press on the focused button opens its dropdown, items and related products in it.
  const textiles = nav.getByRole('button', { name: 'Textiles menu' });
  // Icons are stroked by the `icon` class, not by attributes repeated on each of them.
  expect(
    await textiles
      .locator('svg')
      .evaluate((el) => [getComputedStyle(el).fill, getComputedStyle(el).stroke !== 'none', getComputedStyle(el).strokeWidth]),
  ).toEqual(['none', true, '1.8px']);
  // The dropdown is the platform's popover: the first key press opens it, hydrated or not.
  await textiles.focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Shawls and Scarves' })).toBeVisible();
  await expect(nav.getByRole('region', { name: 'Featured in Textiles' }).getByRole('link')).toHaveCount(4);
  await page.keyboard.press('Escape');
  await nav.getByRole('button', { name: 'Decor menu' }).click();
  await expect(nav.getByRole('region', { name: 'Featured in Decor' }).getByRole('link').first()).toBeVisible();
  expect(menus).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);
});

test('a menu that cannot be loaded says so in its dropdown, and its link still works', { tag: '@mobile' }, async ({ page, isMobile }) => {
  await page.route(
    (url) => url.pathname === '/api/menus',
    (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"code":"E502","message":"An error occurred"}' }),
  );
  await page.goto('/');
  if (isMobile) {
    await openMenuOnPhone(page, true);
    const menu = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(menu.getByRole('alert')).toHaveText('The menu could not be loaded. Please try again.');
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('link', { name: 'Kitchen', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?tags=cat\/kitchen$/);
    await expect(menu).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    return;
  }
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const kitchen = nav.getByRole('button', { name: 'Kitchen menu' });
  await kitchen.click();
  await expect(nav.getByRole('alert')).toHaveText('The menu could not be loaded. Please try again.');
  await expectNoSeriousA11yViolations(page);
  await nav.getByRole('link', { name: 'View all: Kitchen' }).click();
  await expect(page).toHaveURL(/\/search\?tags=cat\/kitchen$/);
  await expect(page.getByRole('checkbox', { name: /^Kitchen/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test('on a phone a shopper opens the menu, the categories, and goes to a category', { tag: '@mobile' }, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu drawer is the phone layout');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(menu.getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);

  // A closed menu's chevron points down, an open one's up (the open Categories section around them does
  // not turn theirs).
  const kitchen = menu.getByRole('button', { name: 'Kitchen' });
  const turned = (button: typeof kitchen) => button.locator('svg').evaluate((svg) => getComputedStyle(svg).rotate);
  await expect(kitchen).toHaveAttribute('aria-expanded', 'false');
  expect(await turned(kitchen)).toBe('none');
  expect(await turned(menu.getByRole('button', { name: 'Categories' }))).toBe('180deg');
  await kitchen.click();
  await expect(kitchen).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => turned(kitchen)).toBe('180deg');
  expect(await turned(menu.getByRole('button', { name: 'Textiles' }))).toBe('none');
  await menu.getByRole('link', { name: 'Clay Pots' }).click();
  await expect(page).toHaveURL(/\/search\?.*query=clay/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “clay”');
  await expectNoSeriousA11yViolations(page);
});

test('a footer link opens a content page in a new tab', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'About us (Opens in a new tab)' });
  await expect(footerLink).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);
  const [tab] = await Promise.all([page.waitForEvent('popup'), footerLink.click()]);
  await expect(tab).toHaveURL(/\/information\/page\/about-us$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect(tab).toHaveTitle(/About us/);
  await expectNoSeriousA11yViolations(tab);
});
