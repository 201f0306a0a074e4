import type { Page } from '@playwright/test';
import si from '../messages/si.json';
import { atColombo } from './cart-steps';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { englishInterfaceTexts } from './support/english-left';
import { expect, test } from './support/fixtures';
import { NIMAL, signInByRequest } from './support/sign-in';
import { testServers as s } from './support/test-servers';

/** The page reads Sinhala: its heading, no English interface text left, no serious axe finding. */
async function expectSinhalaPage(page: Page, heading: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(await englishInterfaceTexts(page), `English interface text on ${page.url()}`).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

test('the account area in Sinhala: profile, its form, addresses, the address form and both order lists @mobile', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await atColombo(context, baseURL);
  await signInByRequest(page, s.shop, NIMAL, '/si/account/details/profile');
  await page.goto('/si/account/details/profile');
  await expectSinhalaPage(page, si.account.profile);

  const main = page.getByRole('main');
  await main.getByRole('button', { name: si.common.edit }).click();
  await expect(main.getByRole('button', { name: si.common.save })).toBeVisible();
  await main.getByLabel(new RegExp(`^${si.account.name}`)).fill('');
  await main.getByRole('button', { name: si.common.save }).click();
  await expect(main.getByText(si.validation.nameRequired)).toBeVisible();
  await expectSinhalaPage(page, si.account.profile);

  await page.goto('/si/account');
  await expect(page).toHaveURL(/\/si\/account\/details\/profile$/);
  await page.goto('/si/account/details');
  await expect(page).toHaveURL(/\/si\/account\/details\/profile$/);
  await page.goto('/si/account/details/addresses');
  await expectSinhalaPage(page, si.account.addresses);
  await main.getByRole('button', { name: si.account.addAddress }).click();
  await expect(main.getByRole('group', { name: si.account.addAddress })).toBeVisible();
  await expectSinhalaPage(page, si.account.addresses);

  // The sections' own addresses, typed by hand, lead to their first page.
  await page.goto('/si/account/history');
  await expect(page).toHaveURL(/\/si\/account\/history\/ongoing-orders$/);
  await expectSinhalaPage(page, si.account.ongoingOrders);
  await page.goto('/si/account/history/past-orders');
  await expectSinhalaPage(page, si.account.pastOrders);
});
