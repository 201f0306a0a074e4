import si from '../messages/si.json';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { atColombo, flowProduct, payOnHostedPage, readyToPayAtKandy } from './cart-steps';

const SHOTS = process.env.CHECKOUT_SHOTS_DIR ?? '';

test('a declined card in Sinhala: the bank’s reason, then cash instead, straight back into checkout with everything kept @mobile', async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}) => {
  test.slow();
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'declinedKeepsOrder');
  await readyToPayAtKandy(page, product, 'declined-si@example.com', 'CARD');
  await page.goto('/si/checkout');
  await expect(page.getByRole('button', { name: si.checkout.payNow, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: si.checkout.payNow, exact: true }).click();
  await payOnHostedPage(page, '4000 0000 0000 0002');

  await expect(page).toHaveURL(/\/si\/order-error\?gateway=CARD_DECLINED$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(si.order.paymentFailed);
  await expect(page.getByText(si.order.tryAgain)).toBeVisible();
  await expect(page.getByText(si.order.gatewayReason.CARD_DECLINED)).toBeVisible();
  await expect(page.getByRole('link', { name: si.order.tryAnotherCard })).toHaveAttribute('href', '/si/checkout');
  await expect(page.getByRole('link', { name: si.order.goToCheckout })).toHaveAttribute('href', '/si/checkout');
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/p9-declined-si-${isMobile ? 'phone' : 'desktop'}.png`, fullPage: true });

  await page.getByRole('button', { name: si.order.payCashInstead }).click();
  await expect(page).toHaveURL(/\/si\/checkout$/);
  await expect(page.getByRole('radio', { name: si.checkout.cash, exact: true })).toBeChecked();
  await expect(page.getByTestId('address-summary').first()).toContainText('21 Temple Street');
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/p9-back-in-checkout-si-${isMobile ? 'phone' : 'desktop'}.png`, fullPage: true });
  await page.getByRole('button', { name: si.checkout.placeOrder, exact: true }).click();
  await expect(page).toHaveURL(/\/si\/order\/view\/[^/?]+\?placed=1$/);
  await expect(page.getByRole('status').filter({ hasText: si.order.thankYou })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
