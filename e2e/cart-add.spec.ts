import { expectNoSeriousA11yViolations } from './support/a11y';
import { hydrated } from './support/before-hydration';
import { expect, test } from './support/fixtures';
import { atColombo } from './cart-steps';
import { demo } from './support/shop';

test('a shopper adds from the quick view, then updates the same variant there', async ({ page, context, baseURL }) => {
  await atColombo(context, baseURL);
  const shirt = demo.products.colourSize;
  await page.goto(`/search?query=${encodeURIComponent(shirt.name)}`);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: shirt.name }) });
  // The quick view is the script's (before it, the button leads to the product page).
  await hydrated(page);
  await card.getByRole('button', { name: `Add to Cart: ${shirt.name}` }).click();

  const quickView = page.getByRole('dialog');
  await expect(quickView.getByRole('heading', { name: shirt.name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await quickView.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const added = page.getByText('Product added to cart successfully');
  await expect(added).toBeVisible();
  await expect(page.locator('[data-sonner-toaster][data-x-position="right"][data-y-position="top"]')).toContainText(
    'Product added to cart successfully',
  );
  // spec §8: gone after 2000 ms.
  await expect(added).toBeHidden({ timeout: 5_000 });

  await quickView.getByRole('button', { name: 'Increase quantity' }).click();
  await quickView.getByRole('button', { name: 'Update Cart', exact: true }).click();
  await expect(page.getByText('Product added to cart successfully')).toBeVisible();
  await quickView.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: '2 items in cart' })).toBeVisible();
});

test('a sold-out variant cannot be added: the shopper is told it is out of stock', async ({ page, context, baseURL }) => {
  await atColombo(context, baseURL);
  const shirt = demo.products.colourSize;
  await page.goto(`/products/${shirt.slug}?color=green&size=xl`);
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(add).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // Announced as unavailable, yet a click still explains why.
  await add.click({ force: true });
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'out of stock' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart is empty' })).toBeVisible();
});

test('buy now puts the product in the cart and opens checkout', async ({ page, context, baseURL }) => {
  await atColombo(context, baseURL);
  const product = demo.products.dropdownSwitch;
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Buy Now', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('complementary', { name: 'Order Summary' }).getByText(product.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
