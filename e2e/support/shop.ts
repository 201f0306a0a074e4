import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_FIXTURES } from '../../customer-api/seed/fixtures';
import { testServers } from './test-servers';

export const demo = DEMO_FIXTURES;

export const LOCATION_NAMES = {
  colombo: 'Lanka Living Colombo',
  kandy: 'Lanka Living Kandy',
  galle: 'Lanka Living Galle Fort',
} as const;

/** A returning shopper who chose a shop earlier: the storefront's own `inventoryId` cookie. */
export async function rememberLocation(context: BrowserContext, location: keyof typeof demo.locations): Promise<void> {
  for (const { baseURL } of [testServers.shop, testServers.maintenance]) {
    await context.addCookies([{ name: 'inventoryId', value: demo.locations[location], url: baseURL }]);
  }
}

/** Picks a shop in the "Choose the shop location" dialog and waits for it to close. */
export async function chooseLocation(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Choose the shop location' });
  await expect(dialog.getByRole('heading', { name: 'Choose the shop location' })).toBeVisible();
  await dialog.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Select' }).click();
  await expect(dialog).toBeHidden();
}

/** The header's location button, whose name reads "Change location: {shop}". */
export function locationButton(page: Page) {
  return page.getByRole('button', { name: /^Change location/ });
}

/** Opens the change-location question from the header (or the phone's menu): a `<dialog>` its button opens with no script. */
export async function openChangeLocation(page: Page, isMobile: boolean): Promise<Locator> {
  await openMenuOnPhone(page, isMobile);
  await locationButton(page).click();
  const change = page.getByRole('dialog', { name: 'Change the shop location' });
  await expect(change.getByRole('button', { name: 'Cancel' })).toBeVisible();
  return change;
}

/** Prices as numbers, in page order, from texts such as "Rs 2,600.00" or "$25.99". */
export function parsePrice(text: string): number {
  const match = text.replace(/,/g, '').match(/(\d+(?:\.\d+)?)/);
  if (!match?.[1]) throw new Error(`no price in "${text}"`);
  return Number(match[1]);
}

/** On a phone the selectors live in the menu drawer: opens it when it is closed. */
export async function openMenuOnPhone(page: Page, isMobile: boolean): Promise<void> {
  if (!isMobile) return;
  // A `<dialog>` its button opens with no script: one tap, hydrated or not.
  const closeButton = page.getByRole('dialog', { name: 'Main navigation' }).getByRole('button', { name: 'Close menu' });
  if (!(await closeButton.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(closeButton).toBeVisible();
}
