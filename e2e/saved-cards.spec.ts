import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { KAVYA, signInByRequest } from './support/sign-in';
import { testServers as s } from './support/test-servers';
import { atColombo, flowProduct, KANDY_ADDRESS, putInCart, type ShopProduct } from './cart-steps';

/**
 * The shipping choices through the storefront's own cart routes (checkout.spec clicks those), then the
 * card choice clicked in the checkout's payment step, and Pay Now to the hosted page.
 */
async function readyToPayByCard(page: Page, product: ShopProduct, chooseCard: (page: Page) => Promise<void>) {
  await putInCart(page, product);
  const kandy = { ...KANDY_ADDRESS, firstName: 'Kavya', lastName: 'Silva' };
  const steps: [string, unknown][] = [
    ['shipping-address', kandy],
    ['delivery-method', { deliveryMethod: 'delivery' }],
    ['delivery-plan', { deliveryPlanId: 'regional-standard' }],
    ['payment-method', { paymentMethod: 'CARD' }],
  ];
  for (const [field, value] of steps) {
    const res = await page.request.post(`/api/cart/set/${field}`, { data: value });
    expect(res.status(), `${field}: ${await res.text()}`).toBe(200);
  }
  await page.goto('/checkout');
  await expect(page.getByRole('radiogroup', { name: 'Card to pay with' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseCard(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

async function expectOrderPlaced(page: Page, product: ShopProduct) {
  await expect(page).toHaveURL(/\/order\/view\/[^/?]+\?placed=1$/);
  await expect(page.getByText(/^Order - LL-\d+ has been placed successfully!$/)).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test('a customer saves a card while paying, pays a second order with it (security code only), then deletes it in the account area', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'savedCard');
  // kavya's own flow: her cart and cards are this test's alone. Signed in by HTTP: the pages are sign-in.spec's.
  await signInByRequest(context, s.shop, KAVYA, '/cart');

  await readyToPayByCard(page, product, async (checkout) => {
    await expect(checkout.getByRole('radio', { name: 'Use a new card' })).toBeChecked();
    const save = checkout.getByRole('checkbox', { name: 'Save this card for later' });
    await save.click();
    await expect(save).toBeChecked();
  });
  // Asked once, at checkout: the payment page says so instead of asking again.
  await expect(page.getByText('This card will be saved for next time, as chosen at checkout.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Name on card').fill('Kavya Silva');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expectOrderPlaced(page, product);

  const cards = (await (await page.request.get('/api/cards')).json()) as { id: string; last4: string }[];
  expect(cards.map((c) => c.last4)).toEqual(['4242']);

  await readyToPayByCard(page, product, async (checkout) => {
    const saved = checkout.getByRole('radio', { name: 'Visa ending in 4242, expires 12/39' });
    await saved.click();
    await expect(saved).toBeChecked();
    await expect(checkout.getByTestId('live-region')).toHaveText('Card to pay with: Visa ending in 4242, expires 12/39 chosen');
  });
  await expect(page.getByText('Paying with your saved Visa ending in 4242, expires 12/39 (Kavya Silva)')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expectOrderPlaced(page, product);

  await page.goto('/account/details/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Cards' })).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByText('Expires 12/39')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Delete card: Visa ending in 4242' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Delete Visa ending in 4242 from your account?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No saved cards')).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toHaveCount(0);
  expect(await (await page.request.get('/api/cards')).json()).toEqual([]);
});
