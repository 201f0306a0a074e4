import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { rememberLocation } from './support/shop';

/** Holds the router's requests for the next search page until `release` is called. */
async function holdSearchPages(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/search'),
    async (route) => {
      if (route.request().headers()['rsc'] === '1') await released;
      await route.continue();
    },
  );
  return release;
}

test.describe('search page feedback and filter chips', () => {
  test.beforeEach(async ({ context }) => {
    await rememberLocation(context, 'colombo');
  });

  test(
    'the results say they are loading while the next page comes, then filters show as removable chips',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/search?query=clay');
      const results = page.getByTestId('search-results');
      await expect(results).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('region', { name: 'Active filters' })).toHaveCount(0);

      // A page of results that takes its time: the old results stay, marked busy under a progress bar.
      const release = await holdSearchPages(page);
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      await expect(async () => {
        await pagination.getByRole('link', { name: 'Page 2' }).click();
        await expect(results).toHaveAttribute('aria-busy', 'true', { timeout: 1_000 });
      }).toPass();
      await expect(page.getByRole('progressbar', { name: 'Loading results…' })).toBeVisible();
      await expect(page.getByTestId('live-region')).toHaveText('Loading results…');
      release();
      await expect(page).toHaveURL(/after=12/);
      await expect(results).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      // Filters in the URL show as chips above the results.
      await page.goto('/search?query=clay&tags=cat%2Fkitchen&r_price=0%2C5000&r_weight=1');
      const chips = page.getByRole('region', { name: 'Active filters' });
      await expect(chips.getByRole('button', { name: /^Remove filter: / })).toHaveText([/Kitchen/, 'Price: 0 – 5,000', 'weight: from 1']);
      await expectNoSeriousA11yViolations(page);

      // Removed by keyboard: the chip that takes its place gets focus.
      const kitchen = chips.getByRole('button', { name: /^Remove filter: Kitchen/ });
      await expect(async () => {
        // Pressed again only when the first press landed before hydration.
        if ((await kitchen.count()) > 0) {
          await kitchen.focus();
          await page.keyboard.press('Enter');
        }
        await expect(page).not.toHaveURL(/tags=/, { timeout: 5_000 });
      }).toPass();
      await expect(page).toHaveURL(/query=clay/);
      await expect(chips.getByRole('button', { name: 'Remove filter: Price: 0 – 5,000' })).toBeFocused();

      // Clear all: every filter goes, the query stays, and focus moves to the results heading.
      await chips.getByRole('button', { name: 'Clear all' }).click();
      await expect(page).toHaveURL(/\/search\?query=clay$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “clay”' })).toBeFocused();
      await expect(chips).toHaveCount(0);
    },
  );
});
