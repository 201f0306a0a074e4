import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadSources } from '../first-load.mjs';

/**
 * Goals of the weight section, in bytes: uncompressed HTML of a page; the shop's own first-load
 * JavaScript gzipped (all but next, react, react-dom, next-intl and the bundler's runtime).
 */
const GOALS = { html: { product: 60_000, home: 100_000 }, shopJs: { home: 60_000, search: 60_000, product: 60_000 } };

/** Inline scripts that carry the React Server Components payload (`self.__next_f.push(...)`). */
const RSC_SCRIPT = /<script>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g;
/** Tags that load a script: `<script src>` and `<link rel="preload" as="script">` (nomodule ones skipped below). */
const SCRIPT_TAG = /<(?:script|link)\b[^>]*\b(?:src|href)="(\/_next\/static\/[^"]+\.js)"[^>]*>/g;

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

async function fetchText(url) {
  const res = await fetch(url, { headers: { 'accept-language': 'en', 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/** Size of the page's HTML, its RSC payload, and the scripts it loads (each gzipped at level 9, as served). */
async function measure(web, path, scriptCache, saveAs) {
  const html = await fetchText(web + path);
  writeFileSync(saveAs, html);
  const htmlBytes = Buffer.byteLength(html);
  let rscBytes = 0;
  for (const m of html.matchAll(RSC_SCRIPT)) rscBytes += Buffer.byteLength(m[0]);
  // Browsers with modules skip `nomodule` scripts (Next's polyfills), so they are not counted.
  const scripts = [...new Set([...html.matchAll(SCRIPT_TAG)].filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[1]))];
  let jsGzBytes = 0;
  let jsBytes = 0;
  for (const src of scripts) {
    if (!scriptCache.has(src)) {
      const body = Buffer.from(await (await fetch(web + src, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
      scriptCache.set(src, { bytes: body.length, gz: gzipSync(body, { level: 9 }).length });
    }
    const s = scriptCache.get(src);
    jsBytes += s.bytes;
    jsGzBytes += s.gz;
  }
  const shopJsGzBytes = firstLoadSources(html).shop;
  return {
    path,
    htmlBytes,
    htmlGzBytes: gzipSync(html, { level: 9 }).length,
    rscBytes,
    scripts: scripts.length,
    jsBytes,
    jsGzBytes,
    shopJsGzBytes,
    scriptUrls: scripts,
  };
}

function verdict(value, goal) {
  return goal === undefined ? '—' : `≤ ${kb(goal)} ${value <= goal ? '✓' : '✗'}`;
}

/**
 * Weight of home (English and Sinhala), search and product pages: uncompressed HTML and how much of it is
 * the RSC payload, and the first-load JavaScript (every script the HTML loads, gzipped), against the goals.
 */
export const weight = {
  id: 'weight',
  title: 'Page weight',
  async run(ctx) {
    const pages = [
      { id: 'home', label: 'Home', path: '/' },
      { id: 'homeSi', label: 'Home, Sinhala', path: '/si' },
      { id: 'search', label: `Search (${ctx.urls.searchPath})`, path: ctx.urls.searchPath },
      { id: 'product', label: `Product (${ctx.urls.productPath})`, path: ctx.urls.productPath },
    ];
    const scriptCache = new Map();
    // The pages as measured, to see what makes them heavy.
    const outDir = join(ctx.resultsDir, 'weight');
    mkdirSync(outDir, { recursive: true });
    const measured = {};
    for (const page of pages) {
      ctx.log(`weight ${page.path}`);
      measured[page.id] = await measure(ctx.web, page.path, scriptCache, join(outDir, `${page.id}.html`));
    }
    const rows = pages.map((page) => {
      const m = measured[page.id];
      return [
        page.label,
        kb(m.htmlBytes),
        `${kb(m.rscBytes)} (${Math.round((m.rscBytes / m.htmlBytes) * 100)} %)`,
        kb(m.htmlGzBytes),
        verdict(m.htmlBytes, GOALS.html[page.id]),
        String(m.scripts),
        kb(m.jsGzBytes),
        m.shopJsGzBytes === null ? 'no source maps' : kb(m.shopJsGzBytes),
        m.shopJsGzBytes === null ? '—' : verdict(m.shopJsGzBytes, GOALS.shopJs[page.id]),
      ];
    });
    return {
      data: { measured, goals: GOALS },
      table: {
        columns: [
          'Page',
          'HTML',
          'RSC payload in it',
          'HTML gzipped',
          'HTML goal',
          'scripts',
          'first-load JS gzipped',
          "the shop's own",
          'own JS goal',
        ],
        rows,
      },
    };
  },
};
