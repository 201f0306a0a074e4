import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { hydrated } from './support/before-hydration';
import { expect, test } from './support/fixtures';
import { demo, parsePrice, rememberLocation } from './support/shop';

/** Prices of the result cards, the special price when one shows. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('main')
    .getByRole('article')
    .getByRole('paragraph')
    .filter({ hasText: /^(Price|Special price):/ })
    .allTextContents();
  return texts.map(parsePrice);
}

test.describe('a shopper who knows the shop', () => {
  test.beforeEach(async ({ context }) => {
    await rememberLocation(context, 'colombo');
  });

  test(
    'finds clay cookware: home, quick search, a filtered, sorted and paged search, then a product',
    { tag: '@mobile' },
    async ({ page, isMobile }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Lanka Living' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'New arrivals' }).getByRole('article').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Quick search: at most six products, and a way to all results.
      if (isMobile) await page.getByRole('button', { name: 'Open search' }).click();
      const searchBox = page.getByRole('combobox', { name: 'Search' });
      await searchBox.fill('clay');
      const suggestions = page.getByRole('listbox');
      await expect(suggestions.getByRole('option').first()).toContainText(/clay/i);
      const productOptions = suggestions.getByRole('option').filter({ hasNotText: 'View all results' });
      expect(await productOptions.count()).toBeLessThanOrEqual(6);
      await suggestions.getByRole('option', { name: 'View all results' }).click();

      await expect(page).toHaveURL(/\/search\?query=clay/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “clay”');
      const shown = await page.getByText(/^Showing 1 - 12 of \d+ products$/).textContent();
      // The count also stands beside the heading.
      const found = shown?.match(/of (\d+)/)?.[1];
      await expect(page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]')).toHaveText(`${found} products`);
      await expectNoSeriousA11yViolations(page);

      // Filter by category: the count label follows.
      if (isMobile) await page.locator('summary', { hasText: 'Filters' }).click();
      const kitchen = page.getByRole('checkbox', { name: /^Kitchen/ });
      const kitchenCount = Number((await kitchen.locator('xpath=..').textContent())?.match(/\((\d+)\)/)?.[1]);
      expect(kitchenCount).toBeGreaterThan(12);
      await kitchen.check();
      await page.getByRole('form', { name: 'Filters' }).filter({ visible: true }).getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/tags=cat(%2F|\/)kitchen/);
      await expect(page.getByText(`Showing 1 - 12 of ${kitchenCount} products`)).toBeVisible();

      // Sort: a search starts by relevance; cheapest first applies once picked.
      await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Relevance');
      await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
      await expect(page).toHaveURL(/sortBy=PRICE_LOW_TO_HIGH/);
      await expect(page).toHaveURL(/tags=cat(%2F|\/)kitchen/);
      const firstPage = await cardPrices(page);
      expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));

      // Page 2 continues where page 1 stopped.
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      await pagination.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/after=12/);
      await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(`Showing 13 - ${kitchenCount} of ${kitchenCount} products`)).toBeVisible();
      const secondPage = await cardPrices(page);
      expect(secondPage.length).toBe(kitchenCount - 12);
      expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage));
      await expectNoSeriousA11yViolations(page);

      // Open the first product of this page.
      const card = page.getByRole('main').getByRole('article').first();
      const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
      await card.getByRole('link', { name }).first().click();
      await expect(page).toHaveURL(/\/products\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByText(/^(Price|Special price):/).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    },
  );

  test('changes a shirt to another colour and size, and meets a sold-out variant', { tag: '@mobile' }, async ({ page }) => {
    const shirt = demo.products.colourSize;
    await page.goto(`/products/${shirt.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shirt.name);
    await expect(page.getByRole('group', { name: /^Colour: Red/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('group', { name: /^Size/ }).getByRole('link', { name: 'L', exact: true }).click();
    await expect(page).toHaveURL(/color=red/);
    await expect(page).toHaveURL(/size=l/);
    await expect(page.getByRole('group', { name: /^Size: L/ })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();

    await page
      .getByRole('group', { name: /^Colour/ })
      .getByRole('link', { name: 'Green', exact: true })
      .click();
    await expect(page).toHaveURL(/color=green/);
    await expect(page.getByRole('group', { name: /^Colour: Green/ })).toBeVisible();
    await page.getByRole('group', { name: /^Size/ }).getByRole('link', { name: 'XL', exact: true }).click();
    await expect(page).toHaveURL(/size=xl/);
    await expect(page).toHaveURL(/color=green/);
    await expect(page.getByText('Out of Stock', { exact: true }).first()).toBeVisible();
    // spec §5: adding is not allowed, and the page says why.
    await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'out of stock' })).toBeVisible();
    await expect(page.getByRole('banner').getByLabel('Cart is empty').filter({ visible: true })).toBeVisible();
  });

  test('looks at a product in the quick view and switches its variant there', async ({ page }) => {
    const shirt = demo.products.colourSize;
    await page.goto(`/search?query=${encodeURIComponent(shirt.name)}`);
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: shirt.name }) });
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The quick view is the script's (before it, the button leads to the product page).
    await hydrated(page);
    await card.getByRole('button', { name: `Add to Cart: ${shirt.name}` }).click();

    const quickView = page.getByRole('dialog');
    await expect(quickView.getByRole('heading', { name: shirt.name })).toBeVisible();
    await expect(quickView.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);

    await quickView.getByRole('button', { name: 'Blue' }).click();
    await expect(quickView.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
    await expect(quickView.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'false');
    await expect(quickView.getByRole('link', { name: 'View full details' })).toHaveAttribute('href', /color=blue/);

    await quickView.getByRole('button', { name: 'Close' }).click();
    await expect(quickView).toBeHidden();
  });
});
