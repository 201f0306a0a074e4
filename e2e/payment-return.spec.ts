import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { atColombo, checkoutByCard, flowProduct, orderCount, putInCart } from './cart-steps';
import type { Page } from '@playwright/test';

/** The payment id of the hosted payment page the shopper is on (`…/{tenant}/payment/{id}`). */
async function hostedPaymentId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/payment\/[^/?]+/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

async function expectPaymentFailurePage(page: Page, gateway = '') {
  await expect(page).toHaveURL(new RegExp(`/order-error${gateway ? `\\?gateway=${gateway}` : ''}$`));
  await expect(page.getByRole('heading', { name: 'Payment has been failed for the order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to checkout page' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test.describe('coming back from the payment page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await atColombo(context, baseURL);
  });

  test('a forged return, with a payment id nobody paid, places no order and shows the payment failure page', async ({ page, request }) => {
    const product = await flowProduct(request, 'forgedReturn');
    await putInCart(page, product);
    const orders = orderCount(product.id);

    await page.goto('/ipg-complete?paymentId=pay_000000000000000000000000');
    await expectPaymentFailurePage(page);
    expect(orderCount(product.id)).toBe(orders);
    // The cart is untouched: the product is still in it.
    await page.getByRole('link', { name: 'Go to checkout page' }).click();
    await expect(page.getByRole('complementary', { name: 'Order Summary' }).getByText(product.name)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a return before the payment is settled says it is still being confirmed, and places no order', async ({ page, request }) => {
    const product = await flowProduct(request, 'pendingReturn');
    await putInCart(page, product);
    await checkoutByCard(page, 'pending@example.com');
    await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const paymentId = await hostedPaymentId(page);
    const orders = orderCount(product.id);

    await page.goto(`/ipg-complete?paymentId=${encodeURIComponent(paymentId)}`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your payment is still being confirmed. Please check again in a moment.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check again' })).toHaveAttribute(
      'href',
      `/ipg-complete?paymentId=${encodeURIComponent(paymentId)}`,
    );
    await expectNoSeriousA11yViolations(page);
    expect(orderCount(product.id)).toBe(orders);
  });

  test('a payment cancelled on the payment page leads to the payment failure page, and places no order', async ({ page, request }) => {
    const product = await flowProduct(request, 'cancelledReturn');
    await putInCart(page, product);
    await checkoutByCard(page, 'cancelled@example.com');
    await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const orders = orderCount(product.id);

    await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
    await expectPaymentFailurePage(page, 'CANCELLED_BY_SHOPPER');
    await expect(page.getByText('The payment was cancelled on the payment page.')).toBeVisible();
    expect(orderCount(product.id)).toBe(orders);
  });
});
