import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { rememberLocation } from './support/shop';

const PRIVATE_ROBOTS = '<meta name="robots" content="noindex, nofollow, nocache"/>';
const si = JSON.parse(readFileSync(path.join(__dirname, '../messages/si.json'), 'utf8')) as {
  cart: { title: string };
  order: { paymentFailed: string; goToCheckout: string; paymentExpired: string };
};

/** What a browser, a shared cache and a crawler are told about one of a shopper's own pages. */
async function expectPrivate(res: APIResponse, path: string) {
  expect(res.headers()['cache-control'], `Cache-Control of ${path}`).toBe('private, no-store');
  // Next marks pages served from its page cache with x-nextjs-cache; these render per request.
  expect(res.headers()['x-nextjs-cache'], `page cache of ${path}`).toBeUndefined();
}

test.beforeEach(async ({ context }) => {
  await rememberLocation(context, 'colombo');
});

test("a shopper's own pages keep their addresses and are never stored or indexed", async ({ request }) => {
  // The payment return without a payment goes on to the failure page, told the same.
  const back = await request.get('/ipg-complete', { maxRedirects: 0 });
  expect(back.status()).toBe(307);
  expect(back.headers().location).toBe('/order-error');
  await expectPrivate(back, '/ipg-complete');

  // The catalogue beside them stays cacheable by the browser and indexable.
  const home = await request.get('/');
  expect(home.headers()['cache-control']).toBe('private, no-cache');
  expect(await home.text()).toContain('<meta name="robots" content="index, follow"/>');

  const pages = [
    { path: '/cart', title: 'Shopping Cart' },
    { path: '/checkout', title: 'Checkout' },
    { path: '/order-error', title: 'Payment has been failed for the order' },
    { path: '/order/view/o-nobody', title: 'Order ID' },
    // Last: a Sinhala page makes Sinhala the remembered language of this client.
    { path: '/si/cart', title: si.cart.title },
  ];
  for (const { path, title } of pages) {
    // Twice: a second answer would come from the page cache if the page were cached.
    for (let visit = 0; visit < 2; visit++) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      await expectPrivate(res, path);
      const html = await res.text();
      expect(html, path).toContain(PRIVATE_ROBOTS);
      expect(html, path).toMatch(new RegExp(`<title>${title} \\| `));
    }
  }
});

test('the payment failure page reads in the shopper’s language and leads back to checkout', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/order-error');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment has been failed for the order');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to checkout page' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page).toHaveTitle(/^Checkout \| /);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/si/order-error');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(si.order.paymentFailed);
  await expect(page.getByRole('link', { name: si.order.goToCheckout })).toHaveAttribute('href', '/si/checkout');
  await expectNoSeriousA11yViolations(page);
});

test('the payment failure page says when a paid payment was refunded or a payment expired, in the shopper’s language', async ({ page }) => {
  await page.goto('/order-error?reason=voided');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment has been failed for the order');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'We could not place your order after your payment, so the payment has been cancelled and refunded in full. Nothing has been charged.',
  );
  await expectNoSeriousA11yViolations(page);

  // Anything else is the plain failure page.
  await page.goto('/order-error?reason=whatever');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment has been failed for the order');
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);

  // Last: a Sinhala page makes Sinhala the remembered language of this client.
  await page.goto('/si/order-error?reason=expired');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(si.order.paymentExpired);
  await expectNoSeriousA11yViolations(page);
});
