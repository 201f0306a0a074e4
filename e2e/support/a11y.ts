import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A page as the coverage check counts it: its origin and path (query and hash are states of one page). */
export function pageKey(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const { protocol, origin, pathname } = new URL(url);
  return protocol === 'http:' || protocol === 'https:' ? `${origin}${pathname}` : null;
}

/** Pages checked by the running test; `e2e/support/fixtures.ts` compares them with the pages it visited. */
export const checkedPages = new Set<string>();

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, naming the rule
 * and the first elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await expectAxeClean(page, page.url(), options);
}

/**
 * axe runs as JavaScript in the page, which a page opened with JavaScript off cannot do. Such a page is
 * checked as the same server HTML loaded in a second context (same cookies and viewport) whose scripts
 * are all refused: what a shopper without JavaScript gets.
 */
export async function expectNoSeriousA11yViolationsWithoutScripts(page: Page, url = page.url()): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to open the scriptless copy in');
  const copy = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    await copy.addCookies(await page.context().cookies());
    await copy.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
    const same = await copy.newPage();
    await same.goto(url);
    await expectAxeClean(same, url, {});
  } finally {
    await copy.close();
  }
}

async function expectAxeClean(page: Page, url: string, options: { exclude?: string[] }): Promise<void> {
  // Next streams a page's metadata: after a soft navigation the new <title> can arrive just after the content.
  await expect(page, `a title on ${url}`).toHaveTitle(/\S/);
  // A page just arrived by a form post may be parsed before its stylesheets load: axe measures the styled page
  // (not the load event, which a flow holding the page's scripts back never reaches).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
  // A toast sliding in can pass over another's close button for a moment; axe measures the settled page.
  await page.waitForFunction(() =>
    document.getAnimations().every((running) => {
      const target = running.effect instanceof KeyframeEffect ? running.effect.target : null;
      return running.playState !== 'running' || !target?.closest('[data-sonner-toaster]');
    }),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => {
    const where = v.nodes
      .slice(0, 3)
      .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`)
      .join('\n');
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${where}`;
  });
  expect(report, `serious or critical accessibility violations on ${url}`).toEqual([]);
  const key = pageKey(url);
  if (key) checkedPages.add(key);
}
