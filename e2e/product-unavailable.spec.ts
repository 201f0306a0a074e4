import si from '../messages/si.json';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { atColombo } from './cart-steps';

const SHOTS = process.env.CHECKOUT_SHOTS_DIR ?? '';

test('an old link to a product no longer sold keeps the spec page and offers a search and a few of the shop’s products @mobile', async ({
  page,
  context,
  baseURL,
  isMobile,
}) => {
  await atColombo(context, baseURL);
  const res = await page.goto('/products/a-kettle-sold-years-ago');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Product no longer available' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
  const suggested = page.getByRole('region', { name: 'You may also like' });
  await expect(suggested.getByRole('listitem')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/p10-unavailable-${isMobile ? 'phone' : 'desktop'}.png`, fullPage: true });

  // A suggested product opens its page.
  const first = suggested.getByRole('listitem').first().getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/products?\//);

  // The search works as a plain form.
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Search the shop' });
  await search.fill('tea');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=tea$/);
  await expectNoSeriousA11yViolations(page);
});

test('the same page in Sinhala @mobile', async ({ page, context, baseURL }) => {
  await atColombo(context, baseURL);
  const res = await page.goto('/si/products/a-kettle-sold-years-ago');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: si.product.notAvailable })).toBeVisible();
  await expect(page.getByRole('region', { name: si.product.suggestedProducts }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('main').getByRole('searchbox', { name: si.product.searchInstead })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: si.product.searchButton, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
