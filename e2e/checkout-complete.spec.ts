import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { atColombo, continueAsGuest, fillAddress, flowProduct, payBy, putInCart } from './cart-steps';
import type { Page } from '@playwright/test';

// The first bytes of a PNG: the customer API accepts a file by what its bytes are.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1]);
const FIVE_MB = 5 * 1024 * 1024;
// A blank tile: the map's tile server is answered here, tests never reach the internet.
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');
const HOME = { latitude: 6.9022, longitude: 79.8607 };

/** spec §4: the saved address's place, not confirmed → confirmed with change: click, drag, my location, typed degrees. */
async function confirmOnMap(page: Page) {
  const state = page.getByTestId('location-state');
  await expect(state).toHaveText('Not confirmed on the map yet');
  await page.getByRole('button', { name: 'Confirm location' }).click();
  const map = page.getByTestId('location-map');
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  const lat = page.getByLabel('Latitude');
  const lng = page.getByLabel('Longitude');

  await map.click({ position: { x: 120, y: 120 } });
  const pin = page.getByRole('button', { name: 'Delivery location pin' });
  await expect(pin).toBeVisible();
  await expect(lat).not.toHaveValue('');
  const clicked = await lat.inputValue();
  await expectNoSeriousA11yViolations(page);

  const box = await pin.boundingBox();
  expect(box).not.toBeNull();
  if (box) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
  }
  await expect(lat).not.toHaveValue(clicked);

  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(lat).toHaveValue(String(HOME.latitude));
  await expect(lng).toHaveValue(String(HOME.longitude));

  await lat.fill('95');
  await page.getByRole('button', { name: 'Confirm location' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a latitude between -90 and 90' })).toBeVisible();
  await lat.fill('6.9');
  await lng.fill('79.86');
  await page.getByRole('button', { name: 'Confirm location' }).click();
  await expect(state).toHaveText('Location confirmed: 6.9, 79.86');
  await expect(page.getByTestId('location-confirmation').getByRole('button', { name: 'Change delivery location' })).toBeVisible();
}

/** Checkout up to the shipping step's delivery plan, as a guest shipping to Colombo. */
async function toDeliveryPlans(page: Page, email: string) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await continueAsGuest(page, email);
  const delivery = page.getByRole('radio', { name: 'Delivery', exact: true });
  await delivery.check();
  await expect(delivery).toBeChecked();
}

test('a guest confirms the place on a map, picks a delivery date and time, leaves a note and attaches a file @mobile', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  await atColombo(context, baseURL);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HOME);
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
  const product = await flowProduct(request, testInfo.project.name === 'mobile' ? 'dueDateNotesPhone' : 'dueDateNotes');
  await putInCart(page, product);
  await toDeliveryPlans(page, 'due-date@example.com');
  await fillAddress(page, 'Shipping Address');
  await confirmOnMap(page);
  const plan = page.getByRole('radio', { name: /Standard/ }).first();
  await plan.check();
  await expect(plan).toBeChecked();

  // spec §5: only open days and times of the business hours are offered.
  const due = page.getByRole('group', { name: 'Delivery date and time' });
  const date = due.getByLabel(/^Date/);
  await expect(date.locator('option').nth(1)).toBeAttached();
  await date.selectOption({ index: 1 });
  const chosenDate = await date.inputValue();
  const time = due.getByLabel(/^Time/);
  await expect(time).toBeEnabled();
  await time.selectOption({ index: 1 });
  const chosenTime = await time.inputValue();
  await expect(page.getByTestId('due-date-saved')).toHaveText(`Delivery due on ${chosenDate} at ${chosenTime}`);

  const note = page.getByLabel('Additional information');
  await note.fill('Ring the bell twice, please.');
  await note.press('Tab');
  await expect(page.getByTestId('order-notes').getByText('Note saved')).toBeVisible();

  const file = page.getByLabel('Attach a file');
  await file.setInputFiles({ name: 'list.txt', mimeType: 'text/plain', buffer: Buffer.from('two chairs') });
  await expect(page.getByRole('alert').filter({ hasText: 'Only PDF, PNG, JPEG, WebP files can be attached' })).toBeVisible();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(FIVE_MB)]) });
  await expect(page.getByRole('alert').filter({ hasText: 'The file is larger than 5 MB' })).toBeVisible();
  await file.setInputFiles({ name: 'gate map.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('attached-file')).toContainText('gate map.png (1 KB) attached');
  await expect(file).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  // The cart keeps all three, as the customer API stored them.
  const cart = (await (await page.request.get('/api/cart')).json()) as Record<string, unknown>;
  expect(cart).toMatchObject({
    shippingAddress: { geoCoordinates: { lat: 6.9, lng: 79.86 } },
    orderDueDate: chosenDate,
    orderDueTime: chosenTime,
    additionalInfo: 'Ring the bell twice, please.',
    file: { name: 'gate map.png', contentType: 'image/png', size: PNG.length },
  });

  await page.getByRole('button', { name: 'Continue' }).click();
  await payBy(page, 'Cash');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(/^Order - LL-\d+ has been placed successfully!$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the express courier refuses a contact number that is not valid in the country', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'courierPhone');
  await putInCart(page, product);
  await toDeliveryPlans(page, 'courier@example.com');
  // The kit's address, then the number changed to one of the right shape that no Sri Lankan line has.
  await fillAddress(page, 'Shipping Address');
  await page.getByRole('button', { name: /^Change\s*: Shipping Address$/ }).click();
  const form = page.getByRole('group', { name: 'Shipping Address' });
  await form.getByLabel(/^Contact Number/).fill('000 000 0000');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByTestId('address-summary').first()).toBeVisible();

  // The choice shows at once and falls back when the save is refused: a click, not a check that must stick.
  const express = page.getByRole('radio', { name: /Express/ });
  await express.click();
  await expect(express).not.toBeChecked();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a contact number that is valid for the express courier' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const standard = page.getByRole('radio', { name: /Standard/ });
  await standard.check();
  await expect(standard).toBeChecked();
  await expect(page.getByText('Please enter a contact number that is valid for the express courier')).toHaveCount(0);
});

test('a 503 E2003 answer is shown as the remote error until a call succeeds', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'remoteError');
  await putInCart(page, product);
  await toDeliveryPlans(page, 'remote-error@example.com');

  // While the store answers E2003, the note's save and the cart reload after it both get it: any success would clear the state.
  let refuse = true;
  const refused = (url: URL) => url.pathname === '/api/cart' || url.pathname === '/api/cart/set/additional-info';
  await page.route(refused, async (route) => {
    if (!refuse) return route.fallback();
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'E2003', message: 'We are sorry, Site is temporarily offline' }),
    });
  });
  const note = page.getByLabel('Additional information');
  await note.fill('Leave it with the guard.');
  await note.press('Tab');
  const notice = page.getByTestId('remote-error');
  await expect(notice).toHaveText('We are sorry, Site is temporarily offline (error E2003, status 503)');
  await expectNoSeriousA11yViolations(page);

  refuse = false;
  await note.fill('Leave it with the guard, thank you.');
  await note.press('Tab');
  await expect(page.getByTestId('order-notes').getByText('Note saved')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test("an unknown product id shows 'Product Not Found !!' with Continue Shopping @mobile", async ({ page, context, baseURL }) => {
  await atColombo(context, baseURL);
  const res = await page.goto('/product/p-does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product Not Found !!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page);
});
