import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { demo, rememberLocation } from './support/shop';

test('a browser that cannot read cookies is told so as text, and the shop still works @mobile', async ({ page, context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        throw new DOMException('Access to cookies is denied in this document.', 'SecurityError');
      },
      set() {
        throw new DOMException('Access to cookies is denied in this document.', 'SecurityError');
      },
    });
  });
  await rememberLocation(context, 'colombo');
  await page.goto('/');
  const notice = page.getByRole('alert').filter({ hasText: 'Could not read cookies' });
  await expect(notice).toHaveText(
    'Could not read cookies: SecurityError: Access to cookies is denied in this document.' +
      'The shop keeps your cart, shop location and currency in cookies: allow cookies for this site, then reload the page.',
  );
  // The rest of the page renders around the notice (no error screen).
  await expect(page.getByRole('heading', { name: 'An error occurred' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the default icon is served, the merchant's logo is the page icon, and missing pages keep their status", async ({ page, request }) => {
  const icon = await request.get('/merchant-resources/white_logo.png');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');

  await rememberLocation(page.context(), 'colombo');
  await page.goto('/');
  const tabIcon = page.locator('head link[rel="icon"]');
  await expect(tabIcon).toHaveAttribute('href', /^\/media\/[^?]+\?w=200$/);
  // …and it is served: a width the image path does not serve (192) answered 502.
  const logo = await request.get((await tabIcon.getAttribute('href')) ?? '');
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toMatch(/^image\//);
  await expectNoSeriousA11yViolations(page);

  // No loading boundary wraps a page that answers not found or redirects: the status codes stay.
  expect((await request.get(`/products/${demo.products.colourSize.slug}-no-such-product`)).status()).toBe(404);
  const redirected = await request.get('/en/search', { maxRedirects: 0 });
  expect(redirected.status()).toBe(308);
});
