import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { atColombo, buyableProducts, continueAsGuest, payBy, putInCart, shipToColombo } from './cart-steps';

/** On the reference API's hosted payment page: the card form and Pay. */
async function payOnHostedPage(page: Page, cardNumber: string) {
  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Name on card').fill('Nimal Perera');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function checkoutByCard(page: Page, email: string) {
  await page.goto('/checkout');
  await continueAsGuest(page, email);
  await shipToColombo(page);
  await payBy(page, 'Card');
  await page.getByRole('button', { name: 'Pay Now' }).click();
}

test('a guest pays by card on the hosted page and returns to the success page', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  const [product] = await buyableProducts(request, 1, 3);
  if (!product) throw new Error('no buyable product');
  await page.goto('/');
  await putInCart(page, product, 2);

  await checkoutByCard(page, 'card-buyer@example.com');
  await payOnHostedPage(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/order\/view\/[^/?]+\?placed=1$/);
  await expect(page.getByText(/^Order - LL-\d+ has been placed successfully!$/)).toBeVisible();
  await expect(page.getByText('Card', { exact: true })).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();
});

test('a declined card leads to the payment failure page and back to checkout', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  const [product] = await buyableProducts(request, 1, 4);
  if (!product) throw new Error('no buyable product');
  await page.goto('/');
  await putInCart(page, product);

  await checkoutByCard(page, 'declined@example.com');
  await payOnHostedPage(page, '4000 0000 0000 0002');

  await expect(page).toHaveURL(/\/order-error$/);
  await expect(page.getByRole('heading', { name: 'Payment has been failed for the order' })).toBeVisible();
  await expect(page.getByText('Please try again')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to checkout page' }).click();

  // The cart is open again with everything the shopper chose, so paying again is one click away.
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();
});
