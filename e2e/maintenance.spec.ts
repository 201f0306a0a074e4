import { expectNoSeriousA11yViolations } from './support/a11y';
import { holdScripts } from './support/before-hydration';
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

  // The switch is announced as a back office does: the next page is the maintenance screen.
  await setMaintenance('on');
  const offline = page.getByRole('heading', { name: 'We are sorry, Site is temporarily offline' });
  await page.reload();
  await expect(offline).toBeVisible();
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

  // Back online: the shopper's retry brings the shop back, tapped before the screen's script has run.
  const release = await holdScripts(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(offline).toBeVisible();
  await setMaintenance('off');
  await page.getByRole('button', { name: 'Retry now...' }).click();
  await expect(home).toBeVisible();
  await release();
  // The listing asked for while the API was away is not kept empty: the home shows it in full at once.
  await expect(page.getByRole('region', { name: 'New arrivals' }).getByRole('article').first()).toBeVisible();
});
