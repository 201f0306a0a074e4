import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { atColombo, continueAsGuest, fillAddress, flowProduct, payBy, putInCart } from './cart-steps';

test('a guest picks the order up at a store in an open slot and pays cash', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'pickup');
  await putInCart(page, product);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await continueAsGuest(page, 'pickup@example.com');
  await page.getByRole('radio', { name: 'Store Pickup' }).check();
  const outlet = page.getByRole('group', { name: 'Pickup store' }).getByRole('radio').first();
  await outlet.check();

  // Only open days and times are offered; the first of each is taken.
  const date = page.getByLabel(/^Date/);
  await expect(date.locator('option').nth(1)).toBeAttached();
  await date.selectOption({ index: 1 });
  const time = page.getByLabel(/^Time/);
  await expect(time).toBeEnabled();
  await time.selectOption({ index: 1 });
  const picked = await time.inputValue();
  expect(picked).toMatch(/^\d\d:\d\d$/);
  await page.getByRole('button', { name: 'Continue' }).click();

  await payBy(page, 'Cash');
  // Nothing is shipped, so the billing address is the shopper's own.
  await fillAddress(page, 'Billing Address');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByText(/^Order - LL-\d+ has been placed successfully!$/)).toBeVisible();
  await expect(page.getByText('Store pickup', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
