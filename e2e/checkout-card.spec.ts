import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { testServers } from './support/test-servers';
import { atColombo, checkoutByCard, flowProduct, payOnHostedPage, putInCart, type ShopProduct } from './cart-steps';
import type { Page } from '@playwright/test';

async function paysAndReturnsToSuccess(page: Page, product: ShopProduct, email: string) {
  await putInCart(page, product, 2);
  await checkoutByCard(page, email);
  await payOnHostedPage(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/order\/view\/[^/?]+\?placed=1$/);
  await expect(page.getByText(/^Order - LL-\d+ has been placed successfully!$/)).toBeVisible();
  await expect(page.getByText('Card', { exact: true })).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

// The test API's STOREFRONT_URL is the 127.0.0.1 address; the hosted page must also bring back a shopper
// who typed localhost, where their session cookie lives.
test('a guest pays by card on the hosted page and returns to the success page', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  await paysAndReturnsToSuccess(page, await flowProduct(request, 'cardPaid'), 'card-buyer@example.com');
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
});

test.describe('a shopper who opened the shop at localhost', () => {
  const localhost = new URL(testServers.baseURL);
  localhost.hostname = 'localhost';
  test.use({ baseURL: localhost.origin });

  test('pays by card and comes back to localhost, to the success page', async ({ page, context, request, baseURL }) => {
    await atColombo(context, baseURL);
    await paysAndReturnsToSuccess(page, await flowProduct(request, 'cardAtLocalhost'), 'card-localhost@example.com');
    expect(new URL(page.url()).hostname).toBe('localhost');
  });
});

test('a declined card leads to the payment failure page and back to checkout', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'cardDeclined');
  await putInCart(page, product);

  await checkoutByCard(page, 'declined@example.com');
  await payOnHostedPage(page, '4000 0000 0000 0002');

  await expect(page).toHaveURL(/\/order-error\?gateway=CARD_DECLINED$/);
  await expect(page.getByRole('heading', { name: 'Payment has been failed for the order' })).toBeVisible();
  await expect(page.getByText('Please try again')).toBeVisible();
  // The gateway's reason, and the choices that keep the order.
  await expect(page.getByText('Your bank declined the card.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try another card' })).toHaveAttribute('href', '/checkout');
  await expect(page.getByRole('button', { name: 'Pay in cash instead' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to checkout page' }).click();

  // The cart is open again with everything the shopper chose, so paying again is one click away.
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();
});
