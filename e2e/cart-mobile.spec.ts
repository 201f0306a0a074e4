import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addFromProductPage, atColombo, buyableProducts } from './cart-steps';

test('on a phone the cart icon leads to the cart, and cart and checkout fit the screen @mobile', async ({ page, context, request, baseURL, isMobile }) => {
  test.skip(!isMobile, 'the phone header only shows on small screens');
  await atColombo(context, baseURL);
  const [product] = await buyableProducts(request, 1, 8);
  if (!product) throw new Error('no buyable product');
  await addFromProductPage(page, product);

  await page.getByRole('link', { name: '1 item in cart' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
