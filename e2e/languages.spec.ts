import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { demo, openMenuOnPhone, rememberLocation } from './support/shop';

/** Font families the page has actually loaded (a script's web font loads only when its glyphs are drawn). */
async function loadedFonts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/["']/g, ''));
  });
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

test.describe('a shopper reading Sinhala or Tamil', () => {
  test.beforeEach(async ({ context }) => {
    await rememberLocation(context, 'colombo');
  });

  test('switches a product page to Sinhala from the language menu', { tag: '@mobile' }, async ({ page, isMobile }, testInfo) => {
    const shirt = demo.products.colourSize;
    await page.goto(`/products/${shirt.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shirt.name);
    await expectNoSeriousA11yViolations(page);

    await openMenuOnPhone(page, isMobile);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('link', { name: 'සිංහල' }).click();

    await expect(page).toHaveURL(new RegExp(`/si/products/${shirt.slug}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('බතික් කපු කමිසය');
    expect(await loadedFonts(page)).toContain('Noto Sans Sinhala');
    await attachScreenshot(page, testInfo, 'sinhala-product');
    await expectNoSeriousA11yViolations(page);
  });

  test('reads the Sinhala home page and search', async ({ page }, testInfo) => {
    await page.goto('/si');
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('navigation').first()).toContainText('මුළුතැන්ගෙය');
    // The merchant's own Sinhala text (an override the API sends at run time), and a plural the browser formats.
    await expect(page.getByRole('contentinfo')).toContainText('ලංකා ලිවිං ලිපියට එක්වන්න');
    await expect(page.getByRole('banner').getByRole('button', { name: 'කරත්තය හිස්ය' })).toBeVisible();
    expect(await loadedFonts(page)).toContain('Noto Sans Sinhala');
    await attachScreenshot(page, testInfo, 'sinhala-home');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/si/search?query=batik');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: /බතික්/ }).first()).toBeVisible();
    // The search starts by relevance, and its count stands beside the heading, in Sinhala.
    await expect(page.getByLabel('අනුපිළිවෙළ').locator('option:checked')).toHaveText('අදාළත්වය');
    await expect(page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]')).toHaveText(/^නිෂ්පාදන \d+ක්$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('reads a Tamil product name in Tamil script, and an untranslated one in English', async ({ page }, testInfo) => {
    const sarong = demo.products.tamilName;
    await page.goto(`/ta/products/${sarong.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sarong.ta);
    expect(await loadedFonts(page)).toContain('Noto Sans Tamil');
    await attachScreenshot(page, testInfo, 'tamil-product');
    await expectNoSeriousA11yViolations(page);

    // The Tamil catalogue is partial: a product without a Tamil name falls back to English.
    await page.goto(`/ta/products/${demo.products.lowStock.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(demo.products.lowStock.name);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a first visit from a Sinhala browser', () => {
  test.use({ locale: 'si-LK' });

  test('lands on the Sinhala shop', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/si\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expectNoSeriousA11yViolations(page);
  });
});
