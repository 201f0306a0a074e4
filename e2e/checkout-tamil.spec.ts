import type { Page, TestInfo } from '@playwright/test';
import { atColombo, flowProduct } from './cart-steps';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { englishInterfaceTexts } from './support/english-left';

/** The page reads Tamil: no English interface text, nothing wider than the screen, no serious axe finding. */
async function expectTamilPage(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  expect(await englishInterfaceTexts(page), `English interface text on ${page.url()}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  await expectNoSeriousA11yViolations(page);
}

test('a Tamil reader buys with delivery and cash, in Tamil from the product page to the order', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  // One whole purchase with axe and a screenshot on seven pages.
  test.slow();
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'tamilDesktop');

  // Home: banner carousel and widgets, with their screen-reader labels, in Tamil.
  await page.goto('/ta');
  await expect(page.getByRole('region', { name: 'சிறப்புக் காட்சிகள்' })).toHaveAttribute('aria-roledescription', 'படக்காட்சித் தொடர்');
  await expectTamilPage(page, testInfo, 'home');

  // Product page: the add-to-cart toast is Tamil too.
  await page.goto(`/ta${product.href}`);
  await expect(page).toHaveTitle(/ \| Lanka Living$/);
  await expect(page).not.toHaveTitle(/Lanka Living \| Lanka Living/);
  await expect(page.getByText('எண்ணிக்கை', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'கூடையில் சேர்', exact: true }).first().click();
  await expect(page.getByText('பொருள் கூடையில் வெற்றிகரமாகச் சேர்க்கப்பட்டது')).toBeVisible();
  await expect(page.getByRole('button', { name: 'அறிவிப்பை மூடு' }).first()).toBeAttached();
  await expectTamilPage(page, testInfo, 'product');

  // Cart: from the header, a promo code whose Remove says which code it takes off.
  await page.getByRole('button', { name: 'கூடையில் 1 பொருள்' }).click();
  // The header's dropdown (the add's toast has a link of the same name).
  await page.getByRole('banner').getByRole('link', { name: 'கூடையைப் பார்' }).click();
  await expect(page.getByRole('heading', { name: 'ஷாப்பிங் கூடை' })).toBeVisible();
  await expect(page).toHaveTitle('ஷாப்பிங் கூடை | Lanka Living');
  await page.getByLabel('தள்ளுபடிக் குறியீடு', { exact: true }).fill('SAVE10');
  await page.getByRole('button', { name: 'பயன்படுத்து', exact: true }).click();
  await expect(page.getByText('SAVE10 தள்ளுபடிக் குறியீடு பயன்படுத்தப்பட்டது')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SAVE10 தள்ளுபடிக் குறியீட்டை அகற்று' })).toBeVisible();
  await expect(page.getByTestId('total-subTotal')).toBeVisible();
  await expectTamilPage(page, testInfo, 'cart');

  // Checkout, account details: an empty email asks for the mandatory fields, a malformed one is invalid.
  // The cart's own button: the add's toast, if still up, has a Checkout link of the same Tamil name.
  await page.getByRole('complementary', { name: 'ஆர்டர் சுருக்கம்' }).getByRole('link', { name: 'பணம் செலுத்தத் தொடர்க' }).click();
  await expect(page.getByRole('heading', { name: 'பணம் செலுத்துதல்', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'விருந்தினராகத் தொடர்க' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'கட்டாயப் புலங்களை நிரப்பவும்' })).toBeVisible();
  await expect(page.getByText('*மின்னஞ்சல் முகவரி தவறானது')).toHaveCount(0);
  await expectTamilPage(page, testInfo, 'checkout-account');
  await page.getByLabel(/^மின்னஞ்சல்/).fill('tamil-buyer');
  await page.getByRole('button', { name: 'விருந்தினராகத் தொடர்க' }).click();
  await expect(page.getByText('*மின்னஞ்சல் முகவரி தவறானது')).toBeVisible();
  await page.getByLabel(/^மின்னஞ்சல்/).fill('tamil-buyer@example.com');
  await page.getByRole('button', { name: 'விருந்தினராகத் தொடர்க' }).click();

  // Shipping details: a Tamil address form; the delivery charge waits for a plan instead of reading free.
  await page.getByRole('radio', { name: 'வீட்டுக்கு விநியோகம்' }).check();
  const form = page.getByRole('group', { name: 'விநியோக முகவரி' });
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
  await page.getByRole('button', { name: 'தொடர்க', exact: true }).click();
  await expect(page.getByTestId('address-summary').first()).toBeVisible();
  await expect(page.getByTestId('total-deliveryCharges')).toHaveText('திட்டத்தைத் தேர்ந்தெடுக்கவும்');
  await expectTamilPage(page, testInfo, 'checkout-shipping');
  const plan = page.getByRole('radio', { name: /^சாதாரணம் \(2-3 நாட்கள்\)/ });
  await plan.check();
  await expect(plan).toBeChecked();
  await expect(page.getByTestId('total-deliveryCharges')).toHaveText(/Rs/);
  await page.getByRole('button', { name: 'தொடர்க', exact: true }).click();

  // Payment and billing, then the order placed.
  const cash = page.getByRole('radio', { name: 'ரொக்கம்', exact: true });
  await cash.check();
  await expect(cash).toBeChecked();
  await expectTamilPage(page, testInfo, 'checkout-payment');
  await page.getByRole('button', { name: 'ஆர்டர் செய்', exact: true }).click();

  await expect(page).toHaveURL(/\/ta\/order\/view\/[^/?]+\?placed=1$/);
  await expect(page.getByText(/^ஆர்டர் - LL-\d+ வெற்றிகரமாகப் பதிவுசெய்யப்பட்டது!$/)).toBeVisible();
  await expect(page.getByText('ரொக்கம்', { exact: true })).toBeVisible();
  // The delivery plan's name, as the customer API answers it in the shopper's language.
  await expect(page.getByText('சாதாரணம் (2-3 நாட்கள்)', { exact: true })).toBeVisible();
  await expectTamilPage(page, testInfo, 'order');
});

test('on a phone in Tamil the home, a product page and the cart read Tamil and fit; the cart icon leads to the cart @mobile', async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'the phone half of the purchase above');
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'tamilPhone');
  await page.goto('/ta');
  await expectTamilPage(page, testInfo, 'home');
  await page.goto(`/ta${product.href}`);
  await page.getByRole('button', { name: 'கூடையில் சேர்', exact: true }).first().click();
  await expect(page.getByText('பொருள் கூடையில் வெற்றிகரமாகச் சேர்க்கப்பட்டது')).toBeVisible();
  await expectTamilPage(page, testInfo, 'product');
  // On a phone the cart icon is a link to the cart page (no dropdown).
  await page.getByRole('link', { name: 'கூடையில் 1 பொருள்' }).click();
  await expect(page.getByRole('heading', { name: 'ஷாப்பிங் கூடை' })).toBeVisible();
  await expectTamilPage(page, testInfo, 'cart');
});
