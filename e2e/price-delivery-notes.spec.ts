import type { BrowserContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { addFromProductPage, atColombo, continueAsGuest, flowProduct, payBy, shipToColombo } from './cart-steps';
import { parsePrice } from './support/shop';

/** The demo merchant's rules (customer-api/seed/site.ts, seed/commerce.ts): tax added, free delivery from Rs 15,000. */
const FREE_FROM = 15_000;
const TAX_RATE = 0.1;
const amount = (text: string | null) => parsePrice(text ?? '');

/** Back to English: a visit to /si/… keeps Sinhala in the language cookie for the unprefixed paths. */
async function inEnglish(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL ?? '' }]);
}

test('tax and delivery are known from the product page on, and checkout charges what the cart said', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'priceNotes');
  expect(product.price, 'a product below the threshold, so the cart starts short of free delivery').toBeLessThan(FREE_FROM);

  // Product page: the tax note under the price, and what delivery from the Colombo shop costs and takes.
  await addFromProductPage(page, product);
  const main = page.getByRole('main');
  await expect(main.getByTestId('tax-note').first()).toHaveText('Tax added at checkout');
  const facts = main.getByTestId('delivery-facts');
  await expect(facts).toContainText('Home delivery from Lanka Living Colombo');
  await expect(facts).toContainText(/Delivery costs Rs\s?350\.00 to Rs\s?1,200\.00, depending on your address\./);
  await expect(facts).toContainText('Arrives in 1 to 5 working days.');
  await expect(facts).toContainText(/Free delivery on orders of Rs\s?15,000\.00 or more\./);
  // The header's cart dropdown says it under its subtotal.
  await page.getByRole('button', { name: '1 item in cart' }).click();
  await expect(page.getByRole('banner').getByTestId('tax-note')).toHaveText('Tax added at checkout');
  await page.keyboard.press('Escape');

  // The same page in Sinhala.
  await page.goto(`/si${product.href}`);
  await expect(page.getByRole('main').getByTestId('tax-note').first()).toHaveText('බදු ගෙවීමේදී එකතු වේ');
  await expect(page.getByRole('main').getByTestId('delivery-facts')).toContainText('Lanka Living Colombo සිට නිවසට බෙදාහැරීම');
  await expectNoSeriousA11yViolations(page);
  await inEnglish(context, baseURL);

  // Cart: the tax estimate, the delivery estimate, and how far free delivery is.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-tax-note')).toHaveText('Prices do not include tax; it is added to your total.');
  expect(amount(await page.getByTestId('total-tax').textContent())).toBeCloseTo(product.price * TAX_RATE, 2);
  await expect(page.getByTestId('delivery-estimate')).toHaveText(/^Rs\s?350\.00 – Rs\s?1,200\.00$/);
  const gap = page.getByTestId('free-delivery');
  await expect(gap).toHaveText(/^Add Rs\s?[\d,.]+ more for free delivery\.$/);
  expect(amount(await gap.textContent())).toBeCloseTo(FREE_FROM - product.price, 2);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/si/cart');
  await expect(page.getByTestId('free-delivery')).toContainText('නොමිලේ බෙදාහැරීම සඳහා තවත්');
  await expectNoSeriousA11yViolations(page);
  await inEnglish(context, baseURL);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();

  // Enough of it for free delivery: the gap line gives way, the estimate reads Free.
  const line = page.getByTestId('cart-line');
  const units = Math.ceil(FREE_FROM / product.price);
  for (let quantity = 2; quantity <= units; quantity += 1) {
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue(String(quantity));
    await expect(page.getByTestId('total-subTotal')).toHaveText(new RegExp(`${(product.price * quantity).toLocaleString('en-US')}\\.00`));
  }
  await expect(gap).toHaveText('Your order has free delivery.');
  await expect(page.getByText(/more for free delivery/)).toHaveCount(0);
  await expect(page.getByTestId('delivery-estimate')).toHaveText('Free');
  const promised = amount(await page.getByTestId('total-total').textContent());
  expect(promised).toBeCloseTo(product.price * units * (1 + TAX_RATE), 2);

  // Checkout charges no delivery and the total the cart showed; so does the placed order.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await continueAsGuest(page, 'free-delivery@example.com');
  await shipToColombo(page);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByTestId('total-deliveryCharges')).toHaveText(/^Rs\s?0\.00$/);
  expect(amount(await summary.getByTestId('total-total').textContent())).toBeCloseTo(promised, 2);
  await payBy(page, 'Cash');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/view\/[^/?]+\?placed=1$/);
  const totals = page.getByRole('main').locator('dl div');
  await expect(totals.filter({ has: page.locator('dt', { hasText: /^Delivery Charges$/ }) }).locator('dd')).toHaveText(/^Rs\s?0\.00$/);
  const total = totals.filter({ has: page.locator('dt', { hasText: /^Total$/ }) }).locator('dd');
  expect(amount(await total.textContent())).toBeCloseTo(promised, 2);
  await expectNoSeriousA11yViolations(page);
});

test('the notes reflow on a 320 px screen: no sideways scrolling on the product page or the cart @mobile', async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone-width check');
  await page.setViewportSize({ width: 320, height: 720 });
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'priceNotesPhone');
  await addFromProductPage(page, product);
  await expect(page.getByRole('main').getByTestId('delivery-facts')).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto('/ta/cart');
  await expect(page.getByTestId('free-delivery')).toContainText('இலவச விநியோகத்திற்கு இன்னும்');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
