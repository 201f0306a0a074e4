import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { rememberLocation } from './support/shop';

test.beforeEach(async ({ context }) => {
  await rememberLocation(context, 'colombo');
});

test('on a desktop a shopper opens the Kitchen menu and goes to clay pots', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the mega menu is the desktop layout');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Kitchen' }).click();
  await expect(nav.getByRole('button', { name: 'Kitchen' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('region', { name: 'Featured in Kitchen' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'Clay Pots' }).click();
  await expect(page).toHaveURL(/\/search\?.*query=clay/);
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

  await menu.getByRole('button', { name: 'Kitchen' }).click();
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
