#!/usr/bin/env node
/**
 * Measures the storefront's production build against the reference customer API, from one run:
 * autocannon throughput (product page, search page, static file), Lighthouse scores (mobile and
 * desktop: home, search, product) and cart latency (add to cart, place order; 20 concurrent shoppers).
 * Writes bench-results/latest.json and latest.md.
 *
 *   npm run bench                         all sections
 *   npm run bench -- --only throughput    one section (ids below)
 *
 * Settings: BENCH_PORT (3200), BENCH_API_PORT (4200), BENCH_DURATION seconds (10), BENCH_CONNECTIONS (20),
 * BENCH_SHOPPERS (20), BENCH_LAST_UNITS_SHOPPERS (200), BENCH_VENDOR_PORT (8453), CHROME_PATH (/usr/bin/chromium), BENCH_LIGHTHOUSE_RUNS (5),
 * BENCH_LIGHTHOUSE_FORM_FACTORS (mobile,desktop). Section ids: weight, throughput, lighthouse, lighthouse-analytics,
 * cart, last-units, api-scale, front (nginx on deploy/nginx.conf in front; BENCH_FRONT_PORT, 3243).
 */
import './lib/require-node.mjs';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { apiScale } from './lib/bench/api-scale.mjs';
import { cart } from './lib/bench/cart.mjs';
import { front } from './lib/bench/front.mjs';
import { lastUnits } from './lib/bench/last-units.mjs';
import { lighthouseAnalytics } from './lib/bench/lighthouse-analytics.mjs';
import { lighthouse } from './lib/bench/lighthouse.mjs';
import { throughput } from './lib/bench/throughput.mjs';
import { weight } from './lib/bench/weight.mjs';
import { ROOT, assertPortFree, bin, hasProductionBuild, portFromEnv, runToEnd, start, stopAll, waitForHttp } from './lib/processes.mjs';

/** Sections in the order they run; each returns `{ data, table: { columns, rows, note? } }`. Add new ones here. */
const SECTIONS = [weight, throughput, front, lighthouse, lighthouseAnalytics, cart, lastUnits, apiScale];

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]?.split(',') : null;
const forceBuild = args.includes('--build');

const port = portFromEnv('BENCH_PORT', 3200);
const apiPort = portFromEnv('BENCH_API_PORT', 4200);
/** The trackers' stand-in scripts over plain HTTP, for the storefront's script proxy (lighthouse-analytics). */
const vendorPort = portFromEnv('BENCH_VENDOR_PORT', 8453);
const tenant = process.env.TENANT ?? 'demo';
const api = `http://127.0.0.1:${apiPort}`;
const web = `http://127.0.0.1:${port}`;
const dataDir = join(os.tmpdir(), `storefront-bench-${apiPort}`);
const resultsDir = join(ROOT, 'bench-results');
const options = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
};

const log = (msg) => console.info(`[bench] ${msg}`);
const children = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopAll(children);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));

/** Newest modification time under the sources a build depends on. */
function newestSource() {
  const roots = [
    'app',
    'components',
    'lib',
    'messages',
    'i18n',
    'public',
    'proxy.ts',
    'next.config.ts',
    'package.json',
    'tailwind.config.ts',
    'postcss.config.mjs',
  ];
  let newest = 0;
  const walk = (path) => {
    let st;
    try {
      st = statSync(path);
    } catch {
      return;
    }
    if (st.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    else newest = Math.max(newest, st.mtimeMs);
  };
  roots.forEach((r) => walk(join(ROOT, r)));
  return newest;
}

/** Current, and with browser source maps: the weight section shares each page's scripts out by source. */
function buildIsCurrent() {
  const chunks = join(ROOT, '.next', 'static', 'chunks');
  const mapped = existsSync(chunks) && readdirSync(chunks).some((f) => f.endsWith('.js.map'));
  return mapped && hasProductionBuild() && statSync(join(ROOT, '.next', 'BUILD_ID')).mtimeMs >= newestSource();
}

// DEMO=1: the reference API's demo sign-in secrets (as Playwright runs it); production settings demand real ones.
// The shoppers of the load sections all come from this machine: loopback is not rate-limited.
// REVALIDATE_SECRET: sections that change the merchant's settings expire the cached schema through the webhook.
const revalidateSecret = randomBytes(24).toString('hex');
const storefrontEnv = {
  REVALIDATE_SECRET: revalidateSecret,
  CUSTOMER_API_URL: api,
  TENANT: tenant,
  SITE_URL: web,
  DEMO: '1',
  RATE_LIMIT_ALLOW: '127.0.0.1,::1,::ffff:127.0.0.1',
  TRUSTED_PROXY_HOPS: '1',
  ANALYTICS_VENDOR_ORIGIN_OVERRIDE: `http://127.0.0.1:${vendorPort}`,
};
const databasePath = join(dataDir, 'shop.sqlite');

/** One product slug and a query that finds it, from the API; a static chunk from the product page. */
async function chooseUrls() {
  const res = await fetch(`${api}/${tenant}/customer-api/v2/product/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first: 1, after: 0, source: 'search' }),
  });
  if (!res.ok) throw new Error(`product search answered ${res.status}`);
  const { products } = await res.json();
  const product = products?.[0];
  if (!product) throw new Error('the catalogue is empty');
  const productPath = `/products/${product.productSlug}`;
  const word = String(product.name?.en ?? Object.values(product.name ?? {})[0] ?? 'a')
    .split(/\s+/)[0]
    .toLowerCase();
  const searchPath = `/search?query=${encodeURIComponent(word)}`;

  const html = await (await fetch(web + productPath, { headers: { 'accept-language': 'en' } })).text();
  const chunk = html.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0];
  if (!chunk) throw new Error(`no /_next/static script found in ${productPath}`);
  return { productPath, searchPath, staticPath: chunk };
}

function markdownTable({ columns, rows }) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

async function main() {
  await assertPortFree(apiPort);
  await assertPortFree(port);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  // Server output goes to a file: a failing page would otherwise bury the figures.
  const serverLog = join(resultsDir, 'servers.log');
  rmSync(serverLog, { force: true });

  log(`reference API on ${api} (fresh database in ${dataDir})`);
  const apiProc = start('api', bin('tsx'), ['customer-api/main.ts'], {
    // Request logging would be measured too (and flood the terminal under load).
    env: {
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      TENANT: tenant,
      DATABASE_PATH: databasePath,
      IMAGE_DIR: join(dataDir, 'images'),
      LOG_LEVEL: 'warn',
      DEMO: '1',
      PAYMENT_SIMULATOR: 'on',
    },
    logFile: serverLog,
  });
  children.push(apiProc);
  await waitForHttp(`${api}/health`, { timeoutMs: 10 * 60_000, proc: apiProc });

  if (forceBuild || !buildIsCurrent()) {
    log('building (next build)');
    await runToEnd('build', bin('next'), ['build'], { env: { ...storefrontEnv, FIRST_LOAD_SOURCES: '1' }, quiet: true });
  } else {
    log('production build is current');
  }

  const webProc = start('web', bin('next'), ['start', '-p', String(port)], { env: storefrontEnv, logFile: serverLog });
  children.push(webProc);
  await waitForHttp(`${web}/`, { timeoutMs: 120_000, proc: webProc });

  const urls = await chooseUrls();
  log(`product ${urls.productPath}, search ${urls.searchPath}, static ${urls.staticPath}`);

  const ctx = { web, api, tenant, databasePath, revalidateSecret, vendorPort, urls, options, resultsDir, log };
  const results = {
    date: new Date().toISOString(),
    commit: await gitHead(),
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))), node: process.version },
    urls,
    sections: {},
  };
  const markdown = [
    `# Benchmark ${results.date}`,
    '',
    `Commit ${results.commit}, ${results.machine.cpus} CPUs, load ${results.machine.loadAverage.join(' / ')} at start.`,
    '',
  ];

  for (const section of SECTIONS) {
    if (only && !only.includes(section.id)) continue;
    log(`— ${section.title}`);
    const { data, table } = await section.run(ctx);
    results.sections[section.id] = data;
    markdown.push(`## ${section.title}`, '', markdownTable(table), '', ...(table.note ? [table.note, ''] : []));
  }

  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(resultsDir, 'latest.md'), `${markdown.join('\n')}\n`);
  console.info(`\n${markdown.join('\n')}`);
  log(`written ${join('bench-results', 'latest.json')} and latest.md; server output in ${join('bench-results', 'servers.log')}`);
}

async function gitHead() {
  try {
    const { execFileSync } = await import('node:child_process');
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

main()
  .then(() => shutdown(0))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    void shutdown(1);
  });
