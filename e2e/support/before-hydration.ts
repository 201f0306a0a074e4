import { expect, type Page, type Route } from '@playwright/test';

/** The storefront's scripts: Next's chunks (the HTML, styles, fonts and images still load). */
const SCRIPTS = /\/_next\/static\/.*\.js(\?|$)/;

/**
 * Holds back every script the page asks for, so a flow can tap the page as it is painted before React has
 * hydrated it (a phone on a slow network). The returned function lets the held scripts (and any later
 * ones) through; call it after the tap, then check the outcome.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  const hold = async (route: Route) => {
    if (released) await route.continue();
    else held.push(route);
  };
  await page.route(SCRIPTS, hold);
  return async () => {
    released = true;
    await page.unroute(SCRIPTS, hold);
    await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
  };
}

/**
 * Waits until the page's script has run (the shell marks `<html data-hydrated>`), for flows whose subject is
 * what only the script does (a dialog, focus kept in place); what works before it is proven by holdScripts.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The page as tapped is the page as painted: no script has hydrated it yet (read before a tap). */
export async function expectNotHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
}
