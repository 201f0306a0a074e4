import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { addFromProductPage, atColombo, flowProduct } from './cart-steps';

test('on a phone the cart icon leads to the cart, and cart and checkout fit the screen @mobile', async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone header only shows on small screens');
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'phone');
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
