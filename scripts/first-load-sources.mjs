/**
 * Where a page's first-load JavaScript comes from: each script the page loads (as the bench's weight
 * section counts them), gzipped at level 9, shared out among its source files by how many generated
 * bytes their source-map mappings cover.
 *
 *   FIRST_LOAD_SOURCES=1 npm run build       # a production build with browser source maps
 *   npm run bench -- --only weight           # keeps the measured pages in bench-results/weight/
 *   node scripts/first-load-sources.mjs bench-results/weight/product.html [--files] [--top 40]
 *
 * Packages are summed (Next's compiled React DOM counts as `next`); `--files` lists files instead.
 * The shop's share is everything beyond the framework (FRAMEWORK below), against its 60 KB budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT } from './lib/processes.mjs';

const args = process.argv.slice(2);
const pagePath = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const byFile = args.includes('--files');
const top = Number(args[args.indexOf('--top') + 1]) || 40;
if (!pagePath) {
  console.error('usage: node scripts/first-load-sources.mjs PAGE.html [--files] [--top N]');
  process.exit(2);
}

const html = readFileSync(pagePath, 'utf8');
const SCRIPT_TAG = /<(?:script|link)\b[^>]*\b(?:src|href)="\/_next(\/static\/[^"]+\.js)"[^>]*>/g;
const scripts = [...new Set([...html.matchAll(SCRIPT_TAG)].filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[1]))];

/** `node_modules/next/…` → `next`, `node_modules/@scope/pkg/…` → `@scope/pkg`, a project file as it is. */
function group(source) {
  const path = source.replace(/^turbopack:\/\/\/\[project\]\//, '').replace(/^(\.\.\/)+/, '');
  if (byFile) return path;
  return path.match(/node_modules\/(@[^/]+\/[^/]+|[^/]+)/)?.[1] ?? (path.startsWith('turbopack:') ? 'turbopack runtime' : path);
}

/** The framework's share, not the shop's to cut: next (with React and React DOM), next-intl with its core use-intl, the bundler's runtime. */
const FRAMEWORK = new Set(['next', 'react', 'react-dom', 'next-intl', 'use-intl', 'turbopack runtime']);
/** issue 22's budget for the shop's share on home, search and product, gzipped. */
const SHOP_BUDGET = 60_000;

const shares = new Map();
let total = 0;
/** What the project's own files (not node_modules, not the bundler's runtime) add. */
let own = 0;
let unmapped = 0;
for (const src of scripts) {
  const file = join(ROOT, '.next', src);
  const code = readFileSync(file, 'utf8');
  const gz = gzipSync(code, { level: 9 }).length;
  total += gz;
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  const mapFile = mapName && join(dirname(file), mapName);
  if (!mapFile || !existsSync(mapFile)) {
    unmapped += gz;
    shares.set(`(no source map) ${src}`, gz);
    continue;
  }
  const raw = JSON.parse(readFileSync(mapFile, 'utf8'));
  const consumer = new SourceMapConsumer(raw.sections ? raw.sections[0].map : raw);
  // Each mapping covers the generated columns up to the next mapping on its line.
  const covered = new Map();
  let mapped = 0;
  let previous = null;
  consumer.eachMapping((m) => {
    if (previous && previous.generatedLine === m.generatedLine && previous.source) {
      const n = m.generatedColumn - previous.generatedColumn;
      covered.set(previous.source, (covered.get(previous.source) ?? 0) + n);
      mapped += n;
    }
    previous = m;
  });
  for (const [source, n] of covered) {
    const key = group(source);
    const bytes = (gz * n) / mapped;
    shares.set(key, (shares.get(key) ?? 0) + bytes);
    if (source.startsWith('turbopack:///[project]/') && !source.includes('/node_modules/')) own += bytes;
  }
}

// Kilobytes of 1,000 bytes, as the bench prints them.
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
console.info(`${pagePath}: ${scripts.length} scripts, ${kb(total)} gzipped${unmapped ? ` (${kb(unmapped)} without a source map: build with FIRST_LOAD_SOURCES=1)` : ''}`);
if (!unmapped) {
  const framework = [...shares].filter(([key]) => FRAMEWORK.has(key)).reduce((sum, [, bytes]) => sum + bytes, 0);
  const shop = total - framework;
  console.info(`the shop's share (beyond ${[...FRAMEWORK].join(', ')}): ${kb(shop)}, budget ${kb(SHOP_BUDGET)} ${shop <= SHOP_BUDGET ? '✓' : '✗'}`);
  console.info(`the project's own files: ${kb(own)}`);
}
for (const [key, bytes] of [...shares].sort((a, b) => b[1] - a[1]).slice(0, top)) console.info(kb(bytes).padStart(9), key);
