import { expect, test } from '@playwright/test';
import { atColombo, buyableProducts, putInCart } from './cart-steps';

test('changing the shop location, once confirmed, empties the cart and asks for the new shop', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  const [product] = await buyableProducts(request, 1, 7);
  if (!product) throw new Error('no buyable product');
  await page.goto('/');
  await putInCart(page, product, 2);
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: '2 items in cart' })).toBeVisible();

  await page.getByRole('button', { name: /^Change location/ }).click();
  const modal = page.getByRole('dialog', { name: 'Change the shop location' });
  await expect(modal).toContainText('Changing the shop location will clear your cart. Do you want to proceed?');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: '2 items in cart' })).toBeVisible();

  await page.getByRole('button', { name: /^Change location/ }).click();
  await page.getByRole('dialog', { name: 'Change the shop location' }).getByRole('button', { name: 'Proceed' }).click();

  const selection = page.getByRole('heading', { name: 'Choose the shop location' });
  await expect(selection).toBeVisible();
  await page.getByRole('listitem').filter({ hasText: 'Lanka Living Kandy' }).getByRole('button', { name: /Select/ }).click();
  await expect(selection).toBeHidden();
  await expect(page.getByRole('button', { name: /^Change location: Lanka Living Kandy/ })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart is empty' })).toBeVisible();
});
