import { expect, test } from '@playwright/test';
import { atColombo, buyableProducts, putInCart, setStock } from './cart-steps';

test('when stock runs low the cart offers Adjust, which sets the quantity to what is left', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  const [product] = await buyableProducts(request, 1, 10);
  if (!product) throw new Error('no buyable product');
  await page.goto('/');
  await putInCart(page, product, 3);
  setStock(product, 1);

  await page.goto('/cart');
  const warning = page.locator('[data-sonner-toast]').filter({ hasText: `Only 1 item(s) is/are available from ${product.name}` });
  await expect(warning).toContainText('Do you want to adjust the cart?');
  // Cart warnings appear at the top centre.
  await expect(page.locator('[data-sonner-toaster][data-x-position="center"][data-y-position="top"]')).toContainText(product.name);
  await warning.getByRole('button', { name: 'Adjust' }).click();

  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('1');
  await expect(warning).toBeHidden();
});

test('an item that sold out is offered for removal, and Remove takes it out', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  const [product] = await buyableProducts(request, 1, 11);
  if (!product) throw new Error('no buyable product');
  await page.goto('/');
  await putInCart(page, product, 1);
  setStock(product, 0);

  await page.goto('/cart');
  const warning = page.locator('[data-sonner-toast]').filter({ hasText: 'is unavailable. Do you want to remove from the cart?' });
  await expect(warning).toContainText(product.name);
  await warning.getByRole('button', { name: 'Remove' }).click();

  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Shopping' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous Page' })).toBeVisible();
});
