import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { atColombo, flowProduct, putInCart } from './cart-steps';
import { demo } from './support/shop';

async function applyCode(page: Page, code: string) {
  await page.getByLabel('Promo code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('a shopper tries promo codes on the cart and reads why each does or does not apply', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  // Neither the brand nor the gift product that BRANDLOVE and GIFTSET wait for, so both stay pending.
  const product = await flowProduct(request, 'promo');
  expect(product.brandTag).not.toBe(demo.brandTags.ceylonClay);
  expect(product.id).not.toBe(demo.products.dropdownSwitch.id);
  await putInCart(page, product);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();

  const outcomes: Array<[string, RegExp | string]> = [
    ['NOSUCHCODE', 'Invalid Promo code.'],
    ['not a code!', 'Invalid code'],
    // Switched off: the same answer as an unknown code, so guessing cannot tell them apart.
    ['RETIRED', 'Invalid Promo code.'],
    ['SUMMER2020', 'Sorry, this promo code has expired.'],
    ['MEMBERS', 'You must be a registered customer to use this code'],
    ['FLASHSALE', 'Reached maximum number of claims for this code.'],
    ['BIGSPENDER', /^Order sub total should be at least Rs\s?50,000\.00 to use this code$/],
    ['BULKBUY', 'Total quantity should be at least 5 to use this code'],
    ['BRANDLOVE', /^Sub total of the related items should be at least Rs\s?15,000\.00 to use this code$/],
    ['TRIO', 'Quantity of the related items should be at least 3 to use this code'],
    ['GIFTSET', 'Specific product selection not available'],
  ];
  // Each answer differs from the one before it, so a code whose answer never came cannot pass on the last one's text.
  expect(outcomes.filter(([, text], i) => i > 0 && String(text) === String(outcomes[i - 1]?.[1]))).toEqual([]);
  const message = page.getByRole('status').filter({ hasText: /code|Promo|promo|product/ });
  for (const [code, text] of outcomes) {
    await applyCode(page, code);
    await expect(message, `after ${code}`).toHaveText(text);
  }

  // A code once per customer that this email has used: the cart does not tell a guest whose email it is
  // (only the purchase refuses it, customer-api/test/promo.test.ts and the checkout's component test).
  const email = await page.request.post('/api/cart/set/email', { data: { email: 'used@example.com' } });
  expect(email.ok()).toBe(true);
  await applyCode(page, 'WELCOME');
  await expect(message).toHaveText('Promo code WELCOME applied');

  await applyCode(page, 'SAVE10');
  await expect(message).toHaveText('Promo code SAVE10 applied');
  await expect(page.getByTestId('total-discounts')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Remove promo code SAVE10' }).click();
  await expect(page.getByTestId('total-discounts')).toBeHidden();
});
