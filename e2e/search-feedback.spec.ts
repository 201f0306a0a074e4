import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { holdScripts, hydrated } from './support/before-hydration';
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
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      const chipsUrl = '/search?query=clay&tags=cat%2Fkitchen&r_price=0%2C5000&r_weight=1';
      const chips = page.getByRole('region', { name: 'Active filters' });
      const kitchen = chips.getByRole('link', { name: /^Remove filter: Kitchen/ });

      // Before the page's script runs, paging and a chip are plain links the browser follows.
      const release = await holdScripts(page);
      await page.goto('/search?query=clay', { waitUntil: 'domcontentloaded' });
      await pagination.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/after=12/);
      await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await page.goto(chipsUrl, { waitUntil: 'domcontentloaded' });
      await kitchen.focus();
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/tags=/);
      await expect(page).toHaveURL(/query=clay.*r_price=0%2C5000/);
      await release();

      // The subject from here is what the script adds (busy state, focus kept), so the flow waits for it.
      await page.goto('/search?query=clay');
      await hydrated(page);
      const results = page.getByTestId('search-results');
      await expect(results).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('region', { name: 'Active filters' })).toHaveCount(0);

      // A page of results that takes its time: the old results stay, marked busy under a progress bar.
      const releasePages = await holdSearchPages(page);
      await pagination.getByRole('link', { name: 'Page 2' }).click();
      await expect(results).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('progressbar', { name: 'Loading results…' })).toBeVisible();
      await expect(page.getByTestId('live-region')).toHaveText('Loading results…');
      releasePages();
      await expect(page).toHaveURL(/after=12/);
      await expect(results).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      // Filters in the URL show as chips above the results.
      await page.goto(chipsUrl);
      await hydrated(page);
      await expect(chips.getByRole('link', { name: /^Remove filter: / })).toHaveText([/Kitchen/, 'Price: 0 – 5,000', 'weight: from 1']);
      await expectNoSeriousA11yViolations(page);

      // Removed by keyboard: the chip that takes its place gets focus.
      await kitchen.focus();
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/tags=/);
      await expect(page).toHaveURL(/query=clay/);
      await expect(chips.getByRole('link', { name: 'Remove filter: Price: 0 – 5,000' })).toBeFocused();

      // Clear all: every filter goes, the query stays, and focus moves to the results heading.
      await chips.getByRole('link', { name: 'Clear all' }).click();
      await expect(page).toHaveURL(/\/search\?query=clay$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “clay”' })).toBeFocused();
      await expect(chips).toHaveCount(0);
    },
  );
});
