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
