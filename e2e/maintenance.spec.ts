import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { setMaintenance } from './support/maintenance';
import { demo, rememberLocation } from './support/shop';

test.afterEach(async () => {
  await setMaintenance('off');
});

test('the shop goes into maintenance, shows the maintenance screen, and comes back', async ({ page, context }) => {
  await rememberLocation(context, 'colombo');
  await page.goto('/');
  const home = page.getByRole('heading', { level: 1, name: 'Lanka Living' });
  await expect(home).toBeVisible();

  await setMaintenance('on');
  const offline = page.getByRole('heading', { name: 'We are sorry, Site is temporarily offline' });
  await expect(async () => {
    await page.reload();
    await expect(offline).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByText('Our website is currently undergoing scheduled maintenance. We should be back shortly. Thank you for your patience.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry now...' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Every page is replaced, not only home.
  await page.goto(`/products/${demo.products.simple.slug}`);
  await expect(offline).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/');
  await expect(offline).toBeVisible();

  // Back online: the shopper's retry brings the shop back.
  await setMaintenance('off');
  await expect(async () => {
    await page.getByRole('button', { name: 'Retry now...' }).click();
    await expect(home).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  // A listing rendered while the API was away is replaced within a revalidation period.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'New arrivals' }).getByRole('article').first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
});
