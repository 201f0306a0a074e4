import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { atColombo, flowProduct, putInCart, setStock } from './cart-steps';

test('when stock runs low the cart offers Adjust, which sets the quantity to what is left', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'lowStock');
  await putInCart(page, product, 3);
  const stock = setStock(product, 1);
  try {
    await page.goto('/cart');
    const warning = page.locator('[data-sonner-toast]').filter({ hasText: `Only 1 item(s) is/are available from ${product.name}` });
    await expect(warning).toContainText('Do you want to adjust the cart?');
    // Cart warnings appear at the top centre.
    await expect(page.locator('[data-sonner-toaster][data-x-position="center"][data-y-position="top"]')).toContainText(product.name);
    await expectNoSeriousA11yViolations(page);
    await warning.getByRole('button', { name: 'Adjust' }).click();

    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('1');
    await expect(warning).toBeHidden();
  } finally {
    setStock(product, stock);
  }
});

test('an item that sold out is offered for removal, and Remove takes it out', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'soldOut');
  await putInCart(page, product, 1);
  const stock = setStock(product, 0);
  try {
    await page.goto('/cart');
    const warning = page.locator('[data-sonner-toast]').filter({ hasText: 'is unavailable. Do you want to remove from the cart?' });
    await expect(warning).toContainText(product.name);
    await warning.getByRole('button', { name: 'Remove' }).click();

    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Shopping' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous Page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    setStock(product, stock);
  }
});
