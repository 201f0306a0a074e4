import { createHmac } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouseRun from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { bin, runToEnd } from '../processes.mjs';
import { CHROME_FLAGS, FORM_FACTORS, RUNS, cataloguePages, chromiumPath, median } from './lighthouse.mjs';
import { hostResolverRules, routeOf, startVendorStub } from './vendor-stub.mjs';

/** On+consent passes when its median performance is at most this many points below off's. */
const TOLERANCE = 2;
/** The shopper's answer (lib/analytics/consent.ts: CONSENT_KEY, 'granted'), set before any page script runs. */
const CONSENT = { key: 'cookie-consent', value: 'granted' };
/** The scripts every enabled tracker of the demo switch loads (lib/analytics/vendors.ts scriptUrl). */
const VENDOR_SCRIPTS = ['/en_US/fbevents.js', '/gtag/js', '/gtm.js'];

/** Turns the demo merchant's trackers on or off in the bench's database (`npm run shop-mode`). */
async function switchAnalytics(ctx, on) {
  await runToEnd('bench', bin('tsx'), ['customer-api/cli/shop-mode.ts', 'analytics', on ? 'on' : 'off'], {
    env: { DATABASE_PATH: ctx.databasePath, TENANT: ctx.tenant },
    quiet: true,
  });
}

/** Expires the storefront's cached site schema (and the pages built on it) through its signed webhook. */
async function expireSchema(ctx, nonce) {
  const body = JSON.stringify({ kind: 'schema', id: nonce });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac('sha256', ctx.revalidateSecret).update(`${timestamp}.${body}`).digest('hex')}`;
  const res = await fetch(`${ctx.web}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signature, 'x-signature-timestamp': timestamp },
    body,
  });
  if (!res.ok) throw new Error(`/api/revalidate answered ${res.status}: ${await res.text()}`);
}

/**
 * Waits until every page is served with the trackers (`on`) or without them: the proxy's policy names the
 * Pixel's host and the page's data carries the trackers. The storefront reads the schema again within
 * STATUS_CHECK_SECONDS (the proxy) and at once for pages after the webhook; the fetch also renders the
 * page again, so the measured run does not.
 */
async function waitForStorefront(ctx, pages, on) {
  const deadline = Date.now() + 3 * 60_000;
  for (;;) {
    const seen = await Promise.all(
      pages.map(async (page) => {
        const res = await fetch(ctx.web + page.path, { headers: { 'accept-language': 'en' } });
        const html = await res.text();
        const csp = res.headers.get('content-security-policy') ?? '';
        return res.ok && csp.includes('connect.facebook.net') === on && html.includes('googleTagManager') === on;
      }),
    );
    if (seen.every(Boolean)) return;
    if (Date.now() > deadline) throw new Error(`the storefront still serves analytics ${on ? 'off' : 'on'} after 3 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function setAnalytics(ctx, pages, on, nonce) {
  await switchAnalytics(ctx, on);
  await expireSchema(ctx, nonce);
  await waitForStorefront(ctx, pages, on);
}

/** The storefront's proxy of the trackers' scripts (app/api/vendor-script): the worker fetches them there. */
const SCRIPT_PROXY = '/api/vendor-script';

/**
 * The trackers' requests a Lighthouse report lists, with their start times: those to hosts other than the
 * storefront's, and the scripts fetched through its proxy (listed as the vendor address they stand for).
 */
function thirdPartyRequests(lhr, web) {
  const own = new URL(web).host;
  return (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((r) => /^https?:/.test(r.url))
    .flatMap((r) => {
      let url = new URL(r.url);
      if (url.host === own) {
        if (url.pathname !== SCRIPT_PROXY || !URL.canParse(url.searchParams.get('url') ?? '')) return [];
        url = new URL(url.searchParams.get('url'));
      }
      return [
        {
          host: url.host,
          path: url.pathname,
          route: routeOf(url.pathname + url.search).kind,
          status: r.statusCode,
          startMs: Math.round(r.networkRequestTime ?? 0),
          transferSize: r.transferSize,
        },
      ];
    });
}

/** "/g/collect 2, /tr 2, fbevents.js 1, gtag/js 1, gtm.js 1" */
function describeRequests(requests) {
  const counts = new Map();
  for (const r of requests) {
    const name = r.route === 'script' ? r.path.replace(/^\/(en_US\/)?/, '') : r.path.replace(/\/$/, '');
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return (
    [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, n]) => `${name} ${n}`)
      .join(', ') || 'none'
  );
}

/** The runs' request lists, each different one once with how many runs made it: "… (×5)". */
function describeRuns(runs) {
  const seen = new Map();
  for (const r of runs) {
    const text = r.error ? 'error' : describeRequests(r.thirdParty);
    seen.set(text, (seen.get(text) ?? 0) + 1);
  }
  return [...seen].map(([text, n]) => `${text} (×${n})`).join('; ') || '—';
}

/**
 * One cold Lighthouse run (performance only) through its Node API on a puppeteer page, so the consent
 * answer can be put in local storage before any page script runs (Lighthouse clears the origin's storage
 * and the HTTP cache before it loads the page). The vendor hosts go to the local stub.
 */
async function runOnce({ url, formFactor, stubPort, out }) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    defaultViewport: null,
    acceptInsecureCerts: true,
    args: [
      ...CHROME_FLAGS.split(' ').filter((f) => !f.startsWith('--headless')),
      '--ignore-certificate-errors',
      `--host-resolver-rules=${hostResolverRules(stubPort)}`,
    ],
  });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(
      (key, value) => {
        try {
          if (location.protocol.startsWith('http')) localStorage.setItem(key, value);
        } catch {
          // about:blank and opaque origins have no storage.
        }
      },
      CONSENT.key,
      CONSENT.value,
    );
    const result = await lighthouseRun(
      url,
      { onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
      formFactor === 'desktop' ? desktopConfig : undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) return { error: 'no report' };
    writeFileSync(out, JSON.stringify(lhr));
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
    const own = new URL(url).host;
    // The trackers' code, and Partytown's on the page (its files, the frame its worker starts from).
    const isVendor = (u) =>
      /^https?:/.test(u) && (new URL(u).host !== own || /^\/(~partytown\/|api\/vendor-script)/.test(new URL(u).pathname));
    // The trackers' own main-thread time and the part of their long tasks over 50 ms (what TBT counts;
    // the long-tasks audit lists the 20 longest, so on a very busy run this can fall short).
    const vendorBootupMs = (lhr.audits['bootup-time']?.details?.items ?? [])
      .filter((i) => isVendor(i.url))
      .reduce((sum, i) => sum + i.total, 0);
    const vendorBlockingMs = (lhr.audits['long-tasks']?.details?.items ?? [])
      .filter((i) => isVendor(i.url))
      .reduce((sum, i) => sum + Math.max(0, i.duration - 50), 0);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      observedLcpMs: Math.round(metrics.observedLargestContentfulPaint ?? 0),
      observedLoadMs: Math.round(metrics.observedLoad ?? 0),
      vendorBootupMs: Math.round(vendorBootupMs),
      vendorBlockingMs: Math.round(vendorBlockingMs),
      thirdParty: thirdPartyRequests(lhr, url),
    };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  } finally {
    await browser.close();
  }
}

/**
 * What a run with the trackers on must show, or it is an error and not a measurement: each vendor script
 * loaded and at least one event sent to the Pixel and to GA4. A run with them off must ask no vendor host.
 */
function checkRun(run, on, stubRequests) {
  if (run.error) return run;
  const loaded = VENDOR_SCRIPTS.filter((s) => run.thirdParty.some((r) => r.path === s && r.status === 200));
  // The events as the stub received them (the worker's requests may be missing from the report).
  const events = (test) =>
    Math.max(
      run.thirdParty.filter((r) => test(r.host) && r.route === 'event').length,
      stubRequests.filter((r) => test(r.host.split(':')[0]) && r.answered === 'event').length,
    );
  const pixelEvents = events((host) => host === 'www.facebook.com');
  const gaEvents = events((host) => host.endsWith('google-analytics.com'));
  if (on && (loaded.length < VENDOR_SCRIPTS.length || pixelEvents === 0 || gaEvents === 0)) {
    return {
      ...run,
      error: `trackers did not run (scripts loaded: ${loaded.join(', ') || 'none'}; Pixel events ${pixelEvents}, GA4 events ${gaEvents})`,
    };
  }
  if (!on && (run.thirdParty.length > 0 || stubRequests.length > 0))
    return { ...run, error: `third-party requests with analytics off: ${describeRequests(run.thirdParty)}` };
  return run;
}

function summary(runs) {
  const ok = runs.filter((r) => !r.error);
  const perf = ok.map((r) => r.performance);
  return {
    performance: ok.length ? median(perf) : undefined,
    range: ok.length ? [Math.min(...perf), Math.max(...perf)] : undefined,
    lcpMs: ok.length ? median(ok.map((r) => r.lcpMs)) : undefined,
    tbtMs: ok.length ? median(ok.map((r) => r.tbtMs)) : undefined,
    vendorBootupMs: ok.length ? median(ok.map((r) => r.vendorBootupMs)) : undefined,
    vendorBlockingMs: ok.length ? median(ok.map((r) => r.vendorBlockingMs)) : undefined,
    errors: runs.filter((r) => r.error).map((r) => r.error),
  };
}

const cell = (s) =>
  s.performance === undefined
    ? 'error'
    : `${s.performance} (${s.range[0]}–${s.range[1]})${s.errors.length ? `, ${s.errors.length} error(s)` : ''}`;

/**
 * Lighthouse performance of home, search and product with the merchant's trackers off (the seed) and on
 * with the shopper's consent, the median of RUNS cold runs each. Runs alternate (all pages off, then all
 * on, RUNS times) so a change in the machine's load weighs on both alike. The setting is restored after.
 */
export const lighthouseAnalytics = {
  id: 'lighthouse-analytics',
  title: 'Lighthouse with analytics on (after consent)',
  async run(ctx) {
    const outDir = join(ctx.resultsDir, 'lighthouse-analytics');
    mkdirSync(outDir, { recursive: true });
    const pages = cataloguePages(ctx);
    const stub = await startVendorStub({ httpPort: ctx.vendorPort });
    ctx.log(
      `vendor stub on https://127.0.0.1:${stub.port} (${Object.entries(stub.sizes)
        .map(([p, s]) => `${p} ${Math.round(s.raw / 1000)} KB, ${Math.round(s.gzip / 1000)} KB gzipped`)
        .join('; ')})`,
    );
    /** runs[`${page}:${formFactor}:${off|on}`] */
    const runs = {};
    try {
      for (let i = 1; i <= RUNS; i++) {
        for (const on of [false, true]) {
          await setAnalytics(ctx, pages, on, `bench-${i}-${on ? 'on' : 'off'}-${Date.now()}`);
          for (const page of pages) {
            for (const formFactor of FORM_FACTORS) {
              const mode = on ? 'on' : 'off';
              const url = ctx.web + page.path;
              ctx.log(`lighthouse ${formFactor} ${url}, analytics ${on ? 'on + consent' : 'off'} (run ${i} of ${RUNS})`);
              stub.clear();
              const measured = await runOnce({
                url,
                formFactor,
                stubPort: stub.port,
                out: join(outDir, `${page.id}-${formFactor}-${mode}-${i}.json`),
              });
              const run = checkRun(measured, on, stub.requests);
              run.stubRequests = stub.requests.length;
              if (run.error) ctx.log(`  error: ${run.error}`);
              else
                ctx.log(
                  `  performance ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms; third-party: ${describeRequests(run.thirdParty)}`,
                );
              (runs[`${page.id}:${formFactor}:${mode}`] ??= []).push(run);
            }
          }
        }
      }
    } finally {
      await switchAnalytics(ctx, false)
        .then(() => expireSchema(ctx, `bench-restore-${Date.now()}`))
        .catch((e) => ctx.log(`could not restore analytics off: ${e.message}`));
      await stub.close();
    }

    const results = {};
    const rows = [];
    for (const page of pages) {
      for (const formFactor of FORM_FACTORS) {
        const key = `${page.id}:${formFactor}`;
        const off = summary(runs[`${key}:off`] ?? []);
        const on = summary(runs[`${key}:on`] ?? []);
        const onRuns = (runs[`${key}:on`] ?? []).filter((r) => !r.error);
        const diff = off.performance !== undefined && on.performance !== undefined ? on.performance - off.performance : undefined;
        const pass = diff !== undefined && diff >= -TOLERANCE && on.errors.length === 0 && off.errors.length === 0;
        // When the first vendor script was asked for against the observed LCP (both from navigation start).
        const vendorTiming = onRuns.map((r) => {
          const first = Math.min(...r.thirdParty.filter((t) => t.route === 'script').map((t) => t.startMs));
          return `${first}/${r.observedLoadMs}/${r.observedLcpMs}`;
        });
        results[key] = { off, on, difference: diff, pass, runs: { off: runs[`${key}:off`], on: runs[`${key}:on`] } };
        rows.push([
          page.id,
          formFactor,
          cell(off),
          cell(on),
          diff === undefined ? '—' : `${diff > 0 ? '+' : ''}${diff} ${pass ? '✓' : '✗'}`,
          off.lcpMs === undefined || on.lcpMs === undefined ? '—' : `${off.lcpMs} / ${on.lcpMs}`,
          off.tbtMs === undefined || on.tbtMs === undefined ? '—' : `${off.tbtMs} / ${on.tbtMs}`,
          on.vendorBootupMs === undefined ? '—' : `${on.vendorBootupMs} / ${on.vendorBlockingMs}`,
          describeRuns(runs[`${key}:on`] ?? []),
          vendorTiming.join(', ') || '—',
        ]);
      }
    }
    return {
      data: { runs: RUNS, tolerance: TOLERANCE, stubSizes: stub.sizes, results },
      table: {
        columns: [
          'Page',
          'Form factor',
          `Performance, analytics off (median of ${RUNS}, range)`,
          'Performance, on + consent',
          `Difference (✓ ≥ −${TOLERANCE})`,
          'LCP ms off / on',
          'TBT ms off / on',
          "Trackers' main-thread / blocking ms (on)",
          'Third-party requests per run (on)',
          'First tracker script requested / load event / LCP, observed ms (per run)',
        ],
        rows,
      },
    };
  },
};
