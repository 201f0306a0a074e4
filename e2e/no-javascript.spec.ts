import { expectNoSeriousA11yViolationsWithoutScripts } from './support/a11y';
import { expect, test } from './support/fixtures';
import { demo } from './support/shop';

test.use({ javaScriptEnabled: false });

test('a product page without JavaScript still shows its name, price and metadata', { tag: '@mobile' }, async ({ page }) => {
  const tea = demo.products.specialPrice;
  await page.goto(`/products/${tea.slug}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tea.name);
  await expect(page.getByRole('main').getByText('Special price: Rs 6,250.00').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Regular price: Rs 7,800.00').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('In Stock', { exact: true }).first()).toBeVisible();

  await expect(page).toHaveTitle(new RegExp(tea.name));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/products/${tea.slug}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(tea.name));
  await expect(page.locator('link[rel="alternate"][hreflang="si"]')).toHaveAttribute('href', new RegExp(`/si/products/${tea.slug}`));

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'Product');
  expect(product).toMatchObject({ name: tea.name, offers: expect.objectContaining({ price: expect.anything(), priceCurrency: 'LKR' }) });
  await expectNoSeriousA11yViolationsWithoutScripts(page);
});

test('without JavaScript the variant links still change the variant', async ({ page }) => {
  const shirt = demo.products.colourSize;
  await page.goto(`/products/${shirt.slug}`);
  await page.getByRole('group', { name: /^Size/ }).getByRole('link', { name: 'L', exact: true }).click();
  await expect(page).toHaveURL(/size=l/);
  await expect(page.getByRole('group', { name: /^Size: L/ })).toBeVisible();
  await expectNoSeriousA11yViolationsWithoutScripts(page);
});

test('without JavaScript the search pages through its results and the filter form answers with the search URL', async ({ page }) => {
  await page.goto('/search?query=clay');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('clay');
  const firstPage = await page.getByTestId('search-results').getByRole('link').first().getAttribute('href');
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/search\?query=clay&after=12$/);
  await expect(page.getByTestId('search-results').getByRole('link').first()).not.toHaveAttribute('href', firstPage ?? '');

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Min').fill('900000');
  await filters.getByLabel('Max').fill('100');
  await filters.getByRole('button', { name: 'Apply' }).click();
  // The range typed the wrong way round, read as meant; back on the first page.
  await expect(page).toHaveURL(/\/search\?query=clay&r_price=100%2C900000$/);
  await expect(page.getByRole('region', { name: 'Active filters' })).toBeVisible();

  // The sort's own Apply sends its form while there is no script to apply a pick.
  await page.getByLabel('Sort by').selectOption({ label: 'Price High to Low' });
  await page
    .locator('form')
    .filter({ has: page.getByLabel('Sort by') })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(page).toHaveURL(/sortBy=PRICE_HIGH_TO_LOW/);
  await expect(page).toHaveURL(/r_price=100%2C900000/);
  await expect(page.getByLabel('Sort by')).toHaveValue('PRICE_HIGH_TO_LOW');
  await expectNoSeriousA11yViolationsWithoutScripts(page);
});
