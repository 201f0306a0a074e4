import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { holdScripts, hydrated } from './support/before-hydration';
import { expect, test } from './support/fixtures';
import { demo, rememberLocation } from './support/shop';

const bowl = demo.products.simple;

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

/** A one-finger swipe from right to left across the middle of the screen (Chromium's touch input). */
async function swipeLeft(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const y = 400;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 320, y }] });
  for (let x = 300; x >= 40; x -= 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Two taps on the middle of `target`, inside Swiper's 300 ms double-tap window: the four pointer events go
 * in one task of the page, so a busy machine cannot stretch them into two single taps.
 */
async function doubleTap(target: Locator) {
  await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2, pointerId: 7, pointerType: 'touch', isPrimary: true };
    const fire = (type: string, buttons: number) =>
      el.dispatchEvent(new PointerEvent(type, { ...at, button: 0, buttons, bubbles: true, cancelable: true, composed: true }));
    for (let tap = 0; tap < 2; tap += 1) {
      fire('pointerdown', 1);
      fire('pointerup', 0);
    }
  });
}

test.describe('what shoppers expect on a product page', () => {
  test.beforeEach(async ({ context }) => {
    await rememberLocation(context, 'colombo');
  });

  test(
    'a full-screen viewer shows the large images: swipe or arrows between them, zoom, Escape closes',
    { tag: '@mobile' },
    async ({ page, isMobile }) => {
      // Before the page's script runs, the press opens the large image itself.
      const release = await holdScripts(page);
      await page.goto(`/products/${bowl.slug}`, { waitUntil: 'domcontentloaded' });
      const open = page.getByRole('link', { name: 'View images full screen' });
      await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
      const large = page.waitForResponse((r) => r.request().isNavigationRequest() && new URL(r.url()).pathname.startsWith('/media/'));
      await open.click();
      await expect(page).toHaveURL(/\/media\/[^?]+\?w=1920$/);
      expect((await large).headers()['content-type']).toMatch(/^image\//);
      await release();

      // The viewer is what the script adds: the flow waits for it, then one press opens the dialog.
      await page.goto(`/products/${bowl.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(bowl.name);
      await hydrated(page);
      await open.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const viewer = page.getByRole('dialog', { name: new RegExp(bowl.name) });
      await expect(viewer.getByText(/^Image 1 of [34]$/)).toBeVisible();
      const image = viewer.getByRole('img', { name: bowl.name });
      await expect(image).toBeVisible();
      // The large source: at least the screen's width in device pixels, no square crop.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/w=(768|1080|1440|1920)\b/);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toMatch(/[?&]h=/);
      await expectNoSeriousA11yViolations(page);

      if (isMobile) {
        await swipeLeft(page);
        await expect(viewer.getByText(/^Image 2 of/)).toBeVisible();
        // Double tap zooms in, once the swipe's slide has come to rest.
        await expect
          .poll(() => viewer.locator('.swiper').evaluate((el) => (el as HTMLElement & { swiper: { animating: boolean } }).swiper.animating))
          .toBe(false);
        await doubleTap(viewer.locator('.swiper-slide-active img'));
        await expect(viewer.getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'true');
      } else {
        await viewer.getByRole('button', { name: 'Next image' }).click();
        await expect(viewer.getByText(/^Image 2 of/)).toBeVisible();
        await viewer.getByRole('button', { name: 'Zoom image' }).click();
        await expect(viewer.getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'true');
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(open).toBeFocused();
    },
  );

  test(
    'on a phone, a bar repeats Add to Cart once the button scrolls away, and leaves the footer free',
    { tag: '@mobile' },
    async ({ page, isMobile }) => {
      await page.goto(`/products/${bowl.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(bowl.name);
      const bar = page.getByRole('region', { name: 'Quick add to cart' });
      const pageButton = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true });
      // The bar is the script's: it loads with the first scroll once the page has hydrated.
      await hydrated(page);
      await expect(pageButton).toBeVisible();
      await expect(bar).toHaveCount(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);

      // Scrolled until the page's actions (Add to Cart, Buy Now, wish list) are above the screen.
      // The row of actions (the button's form has no box of its own: display: contents).
      const below = await pageButton.evaluate((el) => (el.closest('div') ?? el).getBoundingClientRect().bottom + window.scrollY + 40);
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), below);
      if (!isMobile) {
        // Wide screens keep their own button in reach: no bar.
        await page.waitForTimeout(300);
        await expect(bar).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
        return;
      }
      await expect(bar).toBeVisible();
      await expect(bar.getByText(bowl.name)).toBeVisible();
      await expect(bar.getByTestId('price')).toContainText('Rs');
      // It floats: nothing on the page moved.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
      await expectNoSeriousA11yViolations(page);

      await bar.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByText('Product added to cart successfully')).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Update Cart' })).toBeVisible();

      // At the bottom of the page the footer's last links are free to tap.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect(bar).toHaveCount(0);
      const lastLink = page.getByRole('contentinfo').getByRole('link').last();
      await expect(lastLink).toBeInViewport();

      // Back at the top the bar is gone; the page's own button now reads Update Cart.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(bar).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('button', { name: 'Update Cart', exact: true })).toBeVisible();
    },
  );

  test('the shop installs as a web app: manifest, icons from the merchant’s logo and the links to them', async ({ page, request }) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: demo.merchantName, short_name: demo.merchantName, start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of [...icons, { src: '/app-icon/apple-touch-icon.png', sizes: '180x180' }]) {
      const png = await request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
      const [w, h] = pngSize(await png.body());
      expect(`${w}x${h}`).toBe(icon.sizes);
    }
    expect((await request.get('/app-icon/other.png')).status()).toBe(404);

    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /\/manifest\.webmanifest/);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/app-icon/apple-touch-icon.png');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
    await expectNoSeriousA11yViolations(page);
  });
});
