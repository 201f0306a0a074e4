import { mkdirSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { atColombo, fillAddress, flowProduct, putInCart } from './cart-steps';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { hydrated } from './support/before-hydration';
import { englishInterfaceTexts } from './support/english-left';
import { expect, test } from './support/fixtures';

/** The checkout: focus and announcements after every step and choice, marked groups, phones, Tamil. */

/**
 * Keeps every text the shell's live region shows: it empties itself after three seconds, which a slow
 * machine can let pass before an assertion reads it. Call before the first page opens.
 */
async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    Object.assign(window, { __announced: said });
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="live-region"]')?.textContent?.trim();
      if (text && said.at(-1) !== text) said.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The live region said `text` at some point since the page opened. */
async function expectAnnounced(page: Page, text: string) {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __announced?: string[] }).__announced ?? [])).toContain(text);
}

/** The group is marked invalid and names what is missing; `null`: it is not marked. */
async function expectGroupMissing(group: Locator, message: string | null) {
  if (message) {
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(message);
  } else {
    await expect(group).not.toHaveAttribute('aria-invalid', 'true');
  }
}

test('a keyboard shopper: each new step takes focus and is announced, radio groups arrow through and keep focus, a missing choice is marked @mobile', async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}) => {
  test.slow();
  await atColombo(context, baseURL);
  await recordAnnouncements(page);
  const product = await flowProduct(request, isMobile ? 'checkoutKeyboardPhone' : 'checkoutKeyboard');
  await putInCart(page, product);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const mandatory = page.getByRole('alert').filter({ hasText: 'Please fill the mandatory fields' });
  // Focus, announcements and marked fields are the script's: the steps are pressed once it has run (the
  // email step before it is e2e/before-hydration-more.spec.ts's).
  await hydrated(page);

  // Step 1: an empty email is a mandatory field, a malformed one is invalid.
  const email = page.getByLabel(/^Email/);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(mandatory).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please fill the mandatory fields');
  await expect(page.getByText('*Email is invalid')).toHaveCount(0);
  await email.fill('keyboard');
  await email.press('Enter');
  await expect(page.getByText('*Email is invalid')).toBeVisible();
  await email.fill('keyboard-shopper@example.com');
  await email.press('Enter');

  // Step 2 opens with focus on its heading, and says so.
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping Details' })).toBeFocused();
  await expectAnnounced(page, 'Step 2 of 3: Shipping Details');

  // Continue with no delivery method: the group is marked; choosing one takes the general notice away.
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await continueButton.focus();
  await page.keyboard.press('Enter');
  const methods = page.getByRole('radiogroup', { name: 'Delivery method' });
  await expectGroupMissing(methods, 'Delivery method should be selected');
  await expect(mandatory).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const delivery = page.getByRole('radio', { name: 'Delivery', exact: true });
  const pickup = page.getByRole('radio', { name: 'Store Pickup', exact: true });
  await delivery.focus();
  await page.keyboard.press('ArrowRight');
  await expect(pickup).toBeChecked();
  await expectAnnounced(page, 'Delivery method: Store Pickup chosen');
  await expect(pickup).toBeFocused();
  await expectGroupMissing(methods, null);
  await expect(mandatory).toHaveCount(0);
  // A second arrow press still moves within the group after the first choice was saved.
  await page.keyboard.press('ArrowLeft');
  await expect(delivery).toBeChecked();
  await expectAnnounced(page, 'Delivery method: Delivery chosen');
  await expect(delivery).toBeFocused();

  // Before a plan is chosen the delivery charge does not read as free.
  const form = page.getByRole('group', { name: 'Shipping Address' });
  await expect(form).toBeVisible();
  await expect(page.getByTestId('total-deliveryCharges')).toHaveText('Choose a delivery plan');
  // District and City wait for the choice above them, and look it.
  const province = form.getByLabel(/^Province/);
  const district = form.getByLabel(/^District/);
  await expect(district).toBeDisabled();
  const look = (select: Locator) =>
    select.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, cursor: getComputedStyle(el).cursor }));
  const [enabledLook, disabledLook] = [await look(province), await look(district)];
  expect(disabledLook.background).not.toBe(enabledLook.background);
  expect(disabledLook.cursor).toBe('not-allowed');
  await expect(form.getByLabel(/^City/)).toBeDisabled();
  expect((await look(form.getByLabel(/^City/))).background).toBe(disabledLook.background);

  // Save: focus goes on to the delivery plan, the next required choice, where the shopper can see it.
  await fillAddress(page, 'Shipping Address');
  const standard = page.getByRole('radio', { name: /^Standard/ });
  const express = page.getByRole('radio', { name: /^Express/ });
  await expect(standard).toBeFocused();
  await expect(standard).toBeInViewport();
  await expectAnnounced(page, 'Shipping address saved');

  // Continue with no plan marks the plan group; the plan chosen by keyboard takes the notice away.
  await continueButton.click();
  const plans = page.getByRole('radiogroup', { name: 'Delivery plan' });
  await expectGroupMissing(plans, 'Delivery plan should be selected');
  await expect(mandatory).toBeVisible();
  await standard.focus();
  await page.keyboard.press('Space');
  await expect(standard).toBeChecked();
  await expectAnnounced(page, 'Delivery plan: Standard (2-3 days) chosen');
  await expectGroupMissing(plans, null);
  await expect(mandatory).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(express).toBeChecked();
  await expectAnnounced(page, 'Delivery plan: Express (next day) chosen');
  await expect(express).toBeFocused();
  await expect(page.getByTestId('total-deliveryCharges')).toHaveText(/Rs/);

  // Step 3 opens with focus on its heading, and says so.
  await continueButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment and Billing' })).toBeFocused();
  await expectAnnounced(page, 'Step 3 of 3: Payment and Billing');

  const placeOrder = page.getByRole('button', { name: /^(Place Order|Pay Now)$/ });
  await placeOrder.click();
  const payments = page.getByRole('radiogroup', { name: 'Payment method' });
  await expectGroupMissing(payments, 'Payment method should be selected');
  await expect(mandatory).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const card = page.getByRole('radio', { name: 'Card', exact: true });
  const cash = page.getByRole('radio', { name: 'Cash', exact: true });
  await card.focus();
  await page.keyboard.press('ArrowRight');
  await expect(cash).toBeChecked();
  await expectAnnounced(page, 'Payment method: Cash chosen');
  await expect(cash).toBeFocused();
  await expectGroupMissing(payments, null);
  await expect(mandatory).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(card).toBeChecked();
  await expectAnnounced(page, 'Payment method: Card chosen');
  await expect(card).toBeFocused();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();

  // The amount to pay is in sight of the button: above it on a phone, in the summary beside it on a wide screen.
  const total = (await page.getByTestId('total-total').textContent())?.trim() ?? '';
  expect(total).toMatch(/Rs/);
  await placeOrder.scrollIntoViewIfNeeded();
  if (isMobile) {
    const payTotal = page.getByTestId('pay-total');
    await expect(payTotal).toContainText(total);
    await expect(payTotal).toBeInViewport();
    const [totalBox, buttonBox] = [await payTotal.boundingBox(), await placeOrder.boundingBox()];
    expect(totalBox && buttonBox && totalBox.y + totalBox.height <= buttonBox.y).toBe(true);
  } else {
    await expect(page.getByTestId('total-total')).toBeInViewport();
  }
});

/** WCAG relative luminance contrast of two computed `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, bl = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test('the focus ring on the announcement bar contrasts at least 3:1 with the bar (WCAG 1.4.11)', async ({ page, context, baseURL }) => {
  await atColombo(context, baseURL);
  await page.goto('/');
  const bar = page.getByRole('complementary').filter({ hasText: 'Free island-wide delivery' });
  const link = bar.getByRole('link');
  await expect(link).toBeVisible();
  // Reached by the keyboard, so the ring drawn is the one a keyboard user sees.
  for (let i = 0; i < 10 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const ring = await link.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      colour: style.outlineColor,
      background: getComputedStyle(el.closest('aside') as HTMLElement).backgroundColor,
    };
  });
  expect(ring.focusVisible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.colour, ring.background), `${ring.colour} on ${ring.background}`).toBeGreaterThanOrEqual(3);
  await expectNoSeriousA11yViolations(page);
});

const SHOTS = process.env.CHECKOUT_SHOTS_DIR ?? '';

/** A Tamil page at this step: no English interface text, nothing wider than the phone; a screenshot of it. */
async function tamilStep(page: Page, testInfo: TestInfo, name: string) {
  expect(await englishInterfaceTexts(page), `English interface text at ${name}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  const body = await page.screenshot({ fullPage: true });
  await testInfo.attach(name, { body, contentType: 'image/png' });
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
}

test('a Tamil phone checkout, every step: focus, announcements and marked groups in Tamil, nothing wider than the phone @mobile', async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'the phone layout');
  test.slow();
  await atColombo(context, baseURL);
  await recordAnnouncements(page);
  await putInCart(page, await flowProduct(request, 'checkoutTamilShots'));
  await page.goto('/ta/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'பணம் செலுத்துதல்' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tamilStep(page, testInfo, '01-account');

  await page.getByRole('button', { name: 'விருந்தினராகத் தொடர்க' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'கட்டாயப் புலங்களை நிரப்பவும்' })).toBeVisible();
  await tamilStep(page, testInfo, '02-account-empty-email');
  await page.getByLabel(/^மின்னஞ்சல்/).fill('tamil-phone@example.com');
  await page.getByLabel(/^மின்னஞ்சல்/).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'விநியோக விவரங்கள்' })).toBeFocused();
  await expectAnnounced(page, '3 படிகளில் படி 2: விநியோக விவரங்கள்');
  await tamilStep(page, testInfo, '03-shipping');

  const continueButton = page.getByRole('button', { name: 'தொடர்க', exact: true });
  await continueButton.click();
  await expectGroupMissing(page.getByRole('radiogroup', { name: 'விநியோக முறை' }), 'விநியோக முறையைத் தேர்ந்தெடுக்க வேண்டும்');
  await tamilStep(page, testInfo, '04-shipping-no-method');

  await page.getByRole('radio', { name: 'கடையில் பெற்றுக்கொள்ளல்' }).check();
  await expect(page.getByRole('group', { name: 'பெற்றுக்கொள்ளும் கடை' })).toBeVisible();
  await expectAnnounced(page, 'விநியோக முறை: கடையில் பெற்றுக்கொள்ளல் தேர்ந்தெடுக்கப்பட்டது');
  await tamilStep(page, testInfo, '05-store-pickup');

  await page.getByRole('radio', { name: 'வீட்டுக்கு விநியோகம்' }).check();
  const form = page.getByRole('group', { name: 'விநியோக முகவரி' });
  await expect(page.getByTestId('total-deliveryCharges')).toHaveText('திட்டத்தைத் தேர்ந்தெடுக்கவும்');
  await tamilStep(page, testInfo, '06-address-form');
  // One Continue for the step (no Save): an empty form marks each field with its own message, focus on the first.
  await expect(page.getByRole('button', { name: 'சேமி', exact: true })).toHaveCount(0);
  await continueButton.click();
  const firstName = form.getByLabel(/^முதல் பெயர்/);
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('முதல் பெயர் காலியாக இருக்கக்கூடாது');
  await expect(form.getByLabel(/^கடைசிப் பெயர்/)).toHaveAccessibleDescription('கடைசிப் பெயர் காலியாக இருக்கக்கூடாது');
  await expect(form.getByLabel(/^தொடர்பு எண்/)).toHaveAccessibleDescription('தொடர்பு எண் காலியாக இருக்கக்கூடாது');
  await expectNoSeriousA11yViolations(page);
  await tamilStep(page, testInfo, '06b-address-marked');
  await form.getByLabel(/^முதல் பெயர்/).fill('குமார்');
  await form.getByLabel(/^கடைசிப் பெயர்/).fill('செல்வம்');
  await form.getByLabel(/^முகவரி வரி 1/).fill('12 பூ வீதி');
  await form.getByLabel(/^மாகாணம்/).selectOption({ label: 'மேல்' });
  await form.getByLabel(/^மாவட்டம்/).selectOption({ label: 'கொழும்பு' });
  const city = form.getByLabel(/^நகரம்/);
  await expect(city.locator('option').nth(1)).toBeAttached();
  await city.selectOption({ index: 1 });
  await expect(form.getByLabel(/^அஞ்சல் குறியீடு/)).not.toHaveValue('');
  await form.getByLabel(/^தொடர்பு எண்/).fill('+94 77 123 4567');
  await continueButton.click();
  const standard = page.getByRole('radio', { name: /^சாதாரணம் \(2-3 நாட்கள்\)/ });
  await expect(standard).toBeFocused();
  await expect(standard).toBeInViewport();
  await expectAnnounced(page, 'விநியோக முகவரி சேமிக்கப்பட்டது');
  await tamilStep(page, testInfo, '07-delivery-plan');

  await continueButton.click();
  await expectGroupMissing(page.getByRole('radiogroup', { name: 'விநியோகத் திட்டம்' }), 'விநியோகத் திட்டத்தைத் தேர்ந்தெடுக்க வேண்டும்');
  await tamilStep(page, testInfo, '08-no-plan');
  await standard.check();
  await expectAnnounced(page, 'விநியோகத் திட்டம்: சாதாரணம் (2-3 நாட்கள்) தேர்ந்தெடுக்கப்பட்டது');
  await expect(page.getByTestId('total-deliveryCharges')).toHaveText(/Rs/);
  await continueButton.click();
  await expect(page.getByRole('heading', { level: 2, name: 'கட்டணமும் பில்லிங்கும்' })).toBeFocused();
  await expectAnnounced(page, '3 படிகளில் படி 3: கட்டணமும் பில்லிங்கும்');
  await tamilStep(page, testInfo, '09-payment');

  const placeOrder = page.getByRole('button', { name: 'ஆர்டர் செய்', exact: true });
  await placeOrder.click();
  await expectGroupMissing(page.getByRole('radiogroup', { name: 'கட்டண முறை' }), 'கட்டண முறையைத் தேர்ந்தெடுக்க வேண்டும்');
  await tamilStep(page, testInfo, '10-payment-no-method');
  await page.getByRole('radio', { name: 'ரொக்கம்', exact: true }).check();
  await expectAnnounced(page, 'கட்டண முறை: ரொக்கம் தேர்ந்தெடுக்கப்பட்டது');
  await placeOrder.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('pay-total')).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  await tamilStep(page, testInfo, '11-payment-cash');
});
