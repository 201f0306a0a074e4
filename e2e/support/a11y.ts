import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

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
  const violations = await runAxe(page, options.exclude ?? []);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => {
    const where = v.nodes.map((n) => `    ${n.target}: ${n.failureSummary.split('\n').slice(1, 2).join('').trim()}`).join('\n');
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.count} element(s))\n${where}`;
  });
  expect(report, `serious or critical accessibility violations on ${url}`).toEqual([]);
  cleanStates.add(state);
  if (key) checkedPages.add(key);
}

/** A violation as the report names it: the rule, and the first three elements it found. */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  count: number;
  nodes: { target: string; failureSummary: string }[];
}

/**
 * axe in the page itself: its 0.5 MB source is evaluated once per document (a soft navigation keeps it,
 * where @axe-core/playwright evaluated it twice per check), and only violations come back, trimmed to what
 * the report prints. Same-origin frames are checked too (axe asks each frame's own copy); another site's
 * frame is left out. e2e/a11y-focus.spec.ts proves the check fails, inside a frame as well.
 */
async function runAxe(page: Page, exclude: string[]): Promise<Violation[]> {
  for (const frame of page.frames()) {
    // A frame that cannot be reached (gone, or another site's that refuses) is left to axe's origin rule.
    const injected = ensureAxe(frame);
    if (frame === page.mainFrame()) await injected;
    else await injected.catch(() => undefined);
  }
  return page.evaluate(
    async ({ exclude, tags }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document;
      const { violations } = await engine.run(context, { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags } });
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        count: v.nodes.length,
        nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target.join(' '), failureSummary: n.failureSummary ?? '' })),
      }));
    },
    { exclude, tags: WCAG_TAGS },
  );
}

/** axe's source in a frame that does not have it yet. */
async function ensureAxe(frame: Frame): Promise<void> {
  const loaded = await frame.evaluate(() => typeof (window as unknown as { axe?: typeof axe }).axe?.run === 'function');
  if (!loaded) await frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
}
