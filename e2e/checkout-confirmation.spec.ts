import ta from '../messages/ta.json';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { atColombo, flowProduct, readyToPayAtKandy } from './cart-steps';

const SHOTS = process.env.CHECKOUT_SHOTS_DIR ?? '';

test('a cash order’s confirmation: the spec headline, thanks, delivery dates, the cash to have ready, where to follow it, continue shopping @mobile', async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}) => {
  await atColombo(context, baseURL);
  await readyToPayAtKandy(page, await flowProduct(request, 'confirmationCash'), 'cash-confirmation@example.com', 'CASH');
  await page.goto('/checkout');
  const total = (await page.getByTestId('total-total').first().textContent())?.trim() ?? '';
  expect(total).toMatch(/Rs/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order\/view\/([^/?]+)\?placed=1$/);
  const orderPath = new URL(page.url()).pathname;
  const status = page.getByRole('status').filter({ hasText: 'has been placed successfully!' });
  await expect(status).toContainText(/Order - LL-\d+ has been placed successfully!/);
  await expect(status).toContainText('Thank you for your order!');
  // Regional standard: 3 to 5 days from today, as dates.
  await expect(page.getByText(/^Expected delivery: \w+day, \w+ \d+\s*–\s*\w+day, \w+ \d+$/)).toBeVisible();
  await expect(page.getByText(`Please have ${total} ready in cash when your order is delivered.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'this order page' })).toHaveAttribute('href', orderPath);
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/p8-confirmation-${isMobile ? 'phone' : 'desktop'}.png`, fullPage: true });

  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page);
});

test('the confirmation in Tamil: thanks and the delivery dates in Tamil, no raw date @mobile', async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}) => {
  await atColombo(context, baseURL);
  await readyToPayAtKandy(page, await flowProduct(request, 'confirmationTamil'), 'tamil-confirmation@example.com', 'CASH');
  await page.goto('/ta/checkout');
  await expect(page.getByRole('button', { name: 'ஆர்டர் செய்', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'ஆர்டர் செய்', exact: true }).click();

  await expect(page).toHaveURL(/\/ta\/order\/view\/[^/?]+\?placed=1$/);
  await expect(page.getByRole('status').filter({ hasText: ta.order.thankYou })).toBeVisible();
  const when = page.getByText(/^எதிர்பார்க்கப்படும் விநியோகம்: /);
  await expect(when).toBeVisible();
  await expect(when).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(when).not.toContainText(/[A-Za-z]/);
  await expect(page.getByRole('link', { name: ta.common.continueShopping })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/p8-confirmation-ta-${isMobile ? 'phone' : 'desktop'}.png`, fullPage: true });
});
