import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { atColombo, flowProduct, putInCart } from './cart-steps';

test('changing the shop location, once confirmed, empties the cart and asks for the new shop', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'location');
  await putInCart(page, product, 2);
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: '2 items in cart' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: /^Change location/ }).click();
  const modal = page.getByRole('dialog', { name: 'Change the shop location' });
  await expect(modal).toContainText('Changing the shop location will clear your cart. Do you want to proceed?');
  await expectNoSeriousA11yViolations(page);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: '2 items in cart' })).toBeVisible();

  await page.getByRole('button', { name: /^Change location/ }).click();
  await page.getByRole('dialog', { name: 'Change the shop location' }).getByRole('button', { name: 'Proceed' }).click();

  const selection = page.getByRole('heading', { name: 'Choose the shop location' });
  await expect(selection).toBeVisible();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Lanka Living Kandy' })
    .getByRole('button', { name: /Select/ })
    .click();
  await expect(selection).toBeHidden();
  await expect(page.getByRole('button', { name: /^Change location: Lanka Living Kandy/ })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart is empty' })).toBeVisible();
});
