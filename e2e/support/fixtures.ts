import { test as base, expect, type Page } from '@playwright/test';
import { checkedPages, pageKey } from './a11y';

export { expect };

/** Console lines Chromium writes when the Content-Security-Policy blocks something (and the init script's). */
const CSP_REPORT = /Refused to|Content Security Policy|CSP violation/i;

/**
 * Every flow runs under two guards, checked when it ends:
 * - no Content-Security-Policy violation on any page (a blocked script, style, frame, form or fetch);
 * - every page the flow visited was checked with axe (`expectNoSeriousA11yViolations`).
 */
export const test = base.extend<{ pageGuards: void }>({
  pageGuards: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      const visited = new Map<string, string>();
      checkedPages.clear();

      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
        });
      });

      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (CSP_REPORT.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
        page.on('framenavigated', (frame) => {
          // An image the shop serves (/media/…, opened by a link to it) is the browser's own view, not a page to check.
          const key =
            frame === page.mainFrame() && !new URL(frame.url(), 'http://x').pathname.startsWith('/media/') ? pageKey(frame.url()) : null;
          if (key) visited.set(key, frame.url());
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);

      await use();

      // A failed flow reports its own failure; these checks would only add noise to it.
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      const unchecked = [...visited].filter(([key]) => !checkedPages.has(key)).map(([, url]) => url);
      expect(unchecked, 'pages this flow visited without an accessibility check').toEqual([]);

      // Closed here under a watchdog: should the browser be slow to let the context go, the log names
      // what was still open in it (Playwright's own teardown then finds it closed).
      const open = context.pages().map((page) => page.url());
      const slow = setTimeout(() => console.warn(`closing the browser context has taken 15 s; its pages: ${open.join(', ')}`), 15_000);
      try {
        await context.close();
      } finally {
        clearTimeout(slow);
      }
    },
    { auto: true },
  ],
});
