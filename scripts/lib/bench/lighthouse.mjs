import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, runToEnd } from '../processes.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Goals (of the median run): mobile performance ≥ 95; accessibility, best practices 100; SEO 100 on indexable pages. */
const GOALS = { 'performance:mobile': 95, accessibility: 100, 'best-practices': 100, seo: 100 };
export const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';
/** Runs per page and form factor (BENCH_LIGHTHOUSE_RUNS, default 5): one run's performance swings by 20 points. */
/** Uncounted runs whose median benchmark index calibrates the mobile CPU slowdown. */
const CALIBRATION_RUNS = 3;
export const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5) || 5);
/** BENCH_LIGHTHOUSE_FORM_FACTORS: `mobile,desktop` (default), or one of them. */
export const FORM_FACTORS = (process.env.BENCH_LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop')
  .split(',')
  .filter((f) => f === 'mobile' || f === 'desktop');

/**
 * The mobile CPU slowdown for a machine of this benchmark index, as Lighthouse's throttling guide
 * calibrates it (docs/throttling.md, "Calibrating the CPU slowdown"): its default 4x takes a high-end
 * desktop (index 1500–2000, middle 1750) to a mid-tier phone, and a faster or slower machine takes a
 * proportionally higher or lower multiplier, within the guide's range of 1x to 10x.
 */
export function calibratedSlowdown(benchmarkIndex) {
  return Math.round(Math.min(10, Math.max(1, (4 * benchmarkIndex) / 1750)) * 10) / 10;
}

function goalFor(category, formFactor, page) {
  // Free-text search results are `noindex` on purpose, so Lighthouse's SEO category cannot reach 100 there.
  if (category === 'seo' && !page.indexable) return undefined;
  return GOALS[`${category}:${formFactor}`] ?? GOALS[category];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/** The Chromium Lighthouse drives: CHROME_PATH, CHROMIUM_PATH or /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** The catalogue pages every Lighthouse section measures. */
export function cataloguePages(ctx) {
  return [
    { id: 'home', path: '/', indexable: true },
    { id: 'search', path: ctx.urls.searchPath, indexable: false },
    { id: 'product', path: ctx.urls.productPath, indexable: true },
  ];
}

/**
 * One Lighthouse run: the four scores, the failing binary audits and Lighthouse's benchmark index (its
 * measure of the machine's speed at the run's start, higher is faster), or `{ error }`.
 */
async function runOnce({ url, out, formFactor, chromePath, cpuSlowdown }) {
  const args = [
    url,
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ...(formFactor === 'mobile' && cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
  ];
  rmSync(out, { force: true });
  // Lighthouse exits non-zero when the page fails to load; its report (if any) says why.
  const failure = await runToEnd('bench', bin('lighthouse'), args, { env: { CHROME_PATH: chromePath } }).catch((e) => e);
  if (!existsSync(out)) return { error: String(failure?.message ?? failure) };
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (report.runtimeError) return { error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]));
  const failingAudits = Object.values(report.audits)
    .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
    .map((a) => a.id);
  return { scores, failingAudits, benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0) };
}

/** Lighthouse scores (mobile and desktop) of home, search and product: the median of RUNS runs each. */
export const lighthouse = {
  id: 'lighthouse',
  title: 'Lighthouse',
  async run(ctx) {
    const outDir = join(ctx.resultsDir, 'lighthouse');
    mkdirSync(outDir, { recursive: true });
    const chromePath = chromiumPath();
    const pages = cataloguePages(ctx);
    const scores = {};
    const rows = [];
    // Uncounted runs first, to read the machine's benchmark index (their median: one run's reading moves
    // by a third between runs on a shared machine) and calibrate the mobile slowdown from it.
    const probes = [];
    for (let i = 1; i <= CALIBRATION_RUNS; i++) {
      const out = join(outDir, `calibration-${i}.json`);
      const probe = await runOnce({ url: ctx.web + pages[0].path, out, formFactor: 'mobile', chromePath });
      if (probe.error) throw new Error(`Lighthouse calibration run failed: ${probe.error}`);
      probes.push(probe.benchmarkIndex);
    }
    const benchmarkIndex = median(probes);
    const cpuSlowdown = calibratedSlowdown(benchmarkIndex);
    ctx.log(`lighthouse: benchmark index ${benchmarkIndex} (median of ${probes.join(', ')}), mobile CPU slowdown ${cpuSlowdown}x`);
    for (const page of pages) {
      for (const formFactor of FORM_FACTORS) {
        const url = ctx.web + page.path;
        const runs = [];
        for (let i = 1; i <= RUNS; i++) {
          ctx.log(`lighthouse ${formFactor} ${url} (run ${i} of ${RUNS})`);
          runs.push(await runOnce({ url, out: join(outDir, `${page.id}-${formFactor}-${i}.json`), formFactor, chromePath, cpuSlowdown }));
        }
        const ok = runs.filter((r) => !r.error);
        const key = `${page.id}:${formFactor}`;
        if (ok.length === 0) {
          scores[key] = { url, error: runs[0].error };
          rows.push([page.id, formFactor, ...CATEGORIES.map(() => 'error'), '']);
          continue;
        }
        const med = Object.fromEntries(CATEGORIES.map((c) => [c, median(ok.map((r) => r.scores[c]))]));
        const perf = ok.map((r) => r.scores.performance);
        const runsIndex = median(ok.map((r) => r.benchmarkIndex));
        scores[key] = {
          url,
          ...med,
          runs: ok.map((r) => r.scores),
          benchmarkIndex: runsIndex,
          errors: runs.length - ok.length,
          failingAudits: [...new Set(ok.flatMap((r) => r.failingAudits))],
        };
        rows.push([
          page.id,
          formFactor,
          ...CATEGORIES.map((c) => {
            const goal = goalFor(c, formFactor, page);
            const spread = c === 'performance' && ok.length > 1 ? ` (${Math.min(...perf)}–${Math.max(...perf)})` : '';
            const mark =
              goal === undefined ? (c === 'seo' && !page.indexable ? ' — noindex' : '') : ` ${med[c] >= goal ? '✓' : `✗ (goal ${goal})`}`;
            return `${med[c]}${spread}${mark}`;
          }),
          String(runsIndex),
        ]);
      }
    }
    return {
      data: {
        runs: RUNS,
        scores,
        goals: GOALS,
        chromeFlags: CHROME_FLAGS,
        calibration: { benchmarkIndex, probes, cpuSlowdown },
      },
      table: {
        columns: [
          'Page',
          'Form factor',
          `Performance (median of ${RUNS}, range)`,
          'Accessibility',
          'Best practices',
          'SEO',
          'Benchmark index (median)',
        ],
        rows,
        note: `Mobile CPU slowdown ${cpuSlowdown}x, calibrated from the benchmark index ${benchmarkIndex}, the median of ${CALIBRATION_RUNS} uncounted runs (${probes.join(', ')}; Lighthouse's throttling guide: 4x at 1750).`,
      },
    };
  },
};
