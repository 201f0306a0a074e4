import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { demo, rememberLocation } from './support/shop';

/** What the server answered, without following redirects. */
async function ask(request: APIRequestContext, url: string) {
  const res = await request.get(url, { maxRedirects: 0 });
  // Next writes a page's redirect target twice (same value); the target is what matters here.
  const location =
    [
      ...new Set(
        res
          .headersArray()
          .filter((h) => h.name.toLowerCase() === 'location')
          .map((h) => h.value),
      ),
    ].join(' | ') || undefined;
  return { status: res.status(), headers: res.headers(), location, body: await res.text() };
}

test.describe('addresses written by hand, from outside the shop', () => {
  test('a context segment in the address is refused whatever the extension, and malformed input never answers 500', async ({ request }) => {
    const slug = demo.products.simple.slug;
    for (const url of [
      `/en~XYZ~_/products/${slug}/probe.png`,
      '/%25~LKR~_/products/x/y.png',
      `/en%7EXYZ%7E_/products/${slug}`,
      `/si~USD~_/products/${slug}/_`,
    ]) {
      const first = await ask(request, url);
      const again = await ask(request, url);
      expect([url, first.status, again.status]).toEqual([url, 404, 404]);
      expect(first.body).not.toContain('XYZ');
      expect(again.headers['x-nextjs-cache']).not.toBe('HIT');
    }
    for (const url of [
      `/products/${slug}.png`,
      '/products/%E0%A4%A',
      '/product/%',
      '/information/page/%ZZ',
      `/products/${slug}?color=%E0%A4%A`,
      '/search?query=%E0%A4%A',
      '/%C0%AE%C0%AE/x.js',
    ]) {
      expect([url, (await ask(request, url)).status < 500]).toEqual([url, true]);
    }
  });

  test('query parameters that are not a variant are redirected to the product’s own address, never stored as pages of their own', async ({
    request,
  }) => {
    const own = `/products/${demo.products.simple.slug}`;
    await ask(request, own);
    expect((await ask(request, own)).headers['x-nextjs-cache']).toBe('HIT');

    for (const junk of ['x=1', 'x=2', 'color=purple', 'a=1&b=2&c=3']) {
      for (const attempt of [1, 2]) {
        const res = await ask(request, `${own}?${junk}`);
        expect([junk, attempt, res.status, res.location]).toEqual([junk, attempt, 308, own]);
        expect(res.headers['x-nextjs-cache']).not.toBe('HIT');
      }
    }
    expect((await ask(request, `${own}/anything`)).location).toBe(own);
    expect((await ask(request, `/product/${demo.products.simple.id}?varianceKey=nope&x=1`)).location).toBe(
      `/product/${demo.products.simple.id}`,
    );
    // Tracking parameters never reach the cache key: the product's one stored page answers.
    expect((await ask(request, `${own}?utm_source=mail`)).headers['x-nextjs-cache']).toBe('HIT');

    // A real variant is a page of its own, by slug and by id.
    const shirt = demo.products.colourSize;
    expect((await ask(request, `/products/${shirt.slug}?color=blue&size=m`)).status).toBe(200);
    expect((await ask(request, `/product/${shirt.id}?${new URLSearchParams({ varianceKey: shirt.varianceKey })}`)).status).toBe(200);
  });

  test('a shopper following a link with extra parameters lands on the product itself', async ({ page, context }) => {
    await rememberLocation(context, 'colombo');
    await page.goto(`/products/${demo.products.simple.slug}?ref=mail&x=1`);
    await expect(page).toHaveURL(new RegExp(`/products/${demo.products.simple.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(demo.products.simple.name);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown product or content page answers 404 and leaves nothing stored', async ({ request }) => {
    for (const url of ['/products/no-such-product-anywhere', '/product/p-9999999', '/information/page/no-such-page-anywhere']) {
      const first = await ask(request, url);
      const again = await ask(request, url);
      expect([url, first.status, again.status]).toEqual([url, 404, 404]);
      expect(again.headers['x-nextjs-cache']).not.toBe('HIT');
    }
  });

  test('pages carry the Content-Security-Policy and HSTS', async ({ request }) => {
    for (const url of ['/', `/products/${demo.products.simple.slug}`, '/search?query=clay', '/cart', '/si']) {
      const res = await ask(request, url);
      expect([url, res.status]).toEqual([url, 200]);
      const policy = res.headers['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "connect-src 'self'",
        'form-action',
      ]) {
        expect([url, policy]).toEqual([url, expect.stringContaining(directive)]);
      }
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });

  test("another site's copy of the shop's Add to Cart form, posted from there, is refused: nothing added, no cart started", async ({
    browser,
    baseURL,
  }) => {
    const shop = baseURL ?? '';
    // A shopper of this shop, browsing another site in the same browser (its own context: the page there is not the shop's).
    const context = await browser.newContext({ baseURL: shop });
    try {
      await rememberLocation(context, 'colombo');
      const page = await context.newPage();
      await page.goto(`/products/${demo.products.simple.slug}`);
      // The form as anyone reads it from the page: its hidden fields name the Server Function.
      const form = page
        .locator('main form')
        .filter({ has: page.getByRole('button', { name: 'Add to Cart', exact: true }) })
        .first();
      const copy = await form.evaluate((el, action) => {
        const clone = el.cloneNode(true) as HTMLFormElement;
        clone.setAttribute('action', action);
        clone.setAttribute('method', 'post');
        clone.setAttribute('enctype', 'multipart/form-data');
        return clone.outerHTML;
      }, `${shop}/products/${demo.products.simple.slug}`);
      expect(copy).toContain('$ACTION');
      const before = (await context.cookies()).map((c) => c.name).sort();

      await page.route('http://attacker.test/', (route) =>
        route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><title>Win a prize</title>${copy}</html>` }),
      );
      await page.goto('http://attacker.test/');
      const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().startsWith(shop));
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      const refused = await answer;
      expect(refused.status(), await refused.text().catch(() => '')).toBeGreaterThanOrEqual(400);

      // No guest session or cart was started, and the shop's cart for this shopper holds nothing.
      expect((await context.cookies()).map((c) => c.name).sort()).toEqual(before);
      const cart = await page.request.get(`${shop}/api/cart`);
      const body = cart.ok() ? ((await cart.json()) as { items?: unknown[] } | null) : null;
      expect(body?.items ?? []).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
