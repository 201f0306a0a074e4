import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, runToEnd } from '../processes.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Goals: mobile performance ≥ 90; accessibility, best practices and SEO 100 on both form factors. */
const GOALS = { 'performance:mobile': 90, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';

function goalFor(category, formFactor) {
  return GOALS[`${category}:${formFactor}`] ?? GOALS[category];
}

/** Lighthouse scores (mobile and desktop) of home, search and product, one run each. */
export const lighthouse = {
  id: 'lighthouse',
  title: 'Lighthouse',
  async run(ctx) {
    const outDir = join(ctx.resultsDir, 'lighthouse');
    mkdirSync(outDir, { recursive: true });
    const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
    const pages = [
      { id: 'home', path: '/' },
      { id: 'search', path: ctx.urls.searchPath },
      { id: 'product', path: ctx.urls.productPath },
    ];
    const scores = {};
    const rows = [];
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop']) {
        const out = join(outDir, `${page.id}-${formFactor}.json`);
        const url = ctx.web + page.path;
        ctx.log(`lighthouse ${formFactor} ${url}`);
        const args = [
          url,
          '--output=json',
          `--output-path=${out}`,
          `--only-categories=${CATEGORIES.join(',')}`,
          `--chrome-flags=${CHROME_FLAGS}`,
          '--quiet',
          ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
        ];
        rmSync(out, { force: true });
        // Lighthouse exits non-zero when the page fails to load; its report (if any) says why.
        const failure = await runToEnd('bench', bin('lighthouse'), args, { env: { CHROME_PATH: chromePath } }).catch((e) => e);
        if (!existsSync(out)) {
          scores[`${page.id}:${formFactor}`] = { url, error: String(failure?.message ?? failure) };
          rows.push([page.id, formFactor, ...CATEGORIES.map(() => 'error')]);
          continue;
        }
        const report = JSON.parse(readFileSync(out, 'utf8'));
        if (report.runtimeError) {
          scores[`${page.id}:${formFactor}`] = { url, error: report.runtimeError.message };
          rows.push([page.id, formFactor, ...CATEGORIES.map(() => `error: ${report.runtimeError.code}`)]);
          continue;
        }
        const s = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]));
        const failing = Object.values(report.audits)
          .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
          .map((a) => a.id);
        scores[`${page.id}:${formFactor}`] = { url, ...s, failingAudits: failing };
        rows.push([
          page.id,
          formFactor,
          ...CATEGORIES.map((c) => {
            const goal = goalFor(c, formFactor);
            return goal === undefined ? String(s[c]) : `${s[c]} ${s[c] >= goal ? '✓' : `✗ (goal ${goal})`}`;
          }),
        ]);
      }
    }
    return {
      data: { scores, goals: GOALS, chromeFlags: CHROME_FLAGS },
      table: { columns: ['Page', 'Form factor', 'Performance', 'Accessibility', 'Best practices', 'SEO'], rows },
    };
  },
};
