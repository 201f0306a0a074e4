/**
 * Where a page's first-load JavaScript comes from (scripts/lib/first-load.mjs), printed by package:
 *
 *   FIRST_LOAD_SOURCES=1 npm run build       # a production build with browser source maps
 *   npm run bench -- --only weight           # keeps the measured pages in bench-results/weight/
 *   node scripts/first-load-sources.mjs bench-results/weight/product.html [--files] [--top 40]
 *
 * Packages are summed (Next's compiled React DOM counts as `next`); `--files` lists files instead.
 */
import { readFileSync } from 'node:fs';
import { firstLoadSources } from './lib/first-load.mjs';

const args = process.argv.slice(2);
const pagePath = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const byFile = args.includes('--files');
const top = Number(args[args.indexOf('--top') + 1]) || 40;
if (!pagePath) {
  console.error('usage: node scripts/first-load-sources.mjs PAGE.html [--files] [--top N]');
  process.exit(2);
}

const { scripts, total, unmapped, shares, shop } = firstLoadSources(readFileSync(pagePath, 'utf8'), { byFile });
// Kilobytes of 1,000 bytes, as the bench prints them.
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
console.info(
  `${pagePath}: ${scripts.length} scripts, ${kb(total)} gzipped${unmapped ? ` (${kb(unmapped)} without a source map: build with FIRST_LOAD_SOURCES=1)` : ''}`,
);
if (shop !== null) console.info(`the shop's own (all but next, react, react-dom, next-intl and the bundler's runtime): ${kb(shop)}`);
for (const [key, bytes] of [...shares].sort((a, b) => b[1] - a[1]).slice(0, top)) console.info(kb(bytes).padStart(9), key);
