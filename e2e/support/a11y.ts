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

/**
 * Page states this worker has already found clean: the same address, viewport, exclusions, focus and
 * markup (scripts aside) give axe the same page, so it runs once per state and worker.
 */
const cleanStates = new Set<string>();

/** The page's state as axe sees it: a hash of its markup without scripts, and the focused element. */
async function pageState(page: Page, url: string, options: { exclude?: string[] }): Promise<string> {
  const markup = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const node of copy.querySelectorAll('script, template, noscript')) node.remove();
    const html = copy.outerHTML;
    let hash = 0x811c9dc5;
    for (let i = 0; i < html.length; i += 1) hash = Math.imul(hash ^ html.charCodeAt(i), 0x01000193);
    const focused = document.activeElement?.outerHTML.slice(0, 300) ?? '';
    return `${(hash >>> 0).toString(16)}:${html.length}:${focused}`;
  });
  return JSON.stringify([url, page.viewportSize(), options.exclude ?? [], markup]);
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
  const state = await pageState(page, url, options);
  const key = pageKey(url);
  if (cleanStates.has(state)) {
    if (key) checkedPages.add(key);
    return;
  }
  // Only violations are read, so axe details no passing node. Legacy mode runs axe in the page and its
  // same-origin frames instead of gathering partial results in a blank page it opens for every run: the
  // 52 runs of six desktop specs took 37 s instead of 83 s. It leaves out cross-origin frames, and the
  // shop's only frame is a merchant's video from another site. e2e/a11y-focus.spec.ts proves the check fails.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
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
  cleanStates.add(state);
  if (key) checkedPages.add(key);
}
