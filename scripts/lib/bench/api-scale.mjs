/**
 * The reference customer API at several catalogue sizes: seeds a temporary database per size
 * (`npm run seed -- --products N`), starts the API on it and measures over HTTP the searches the
 * storefront makes (free text, prefix, category, brand facets, sorts, price range, pages) and product
 * by slug, first one request at a time, then with a few concurrent clients.
 *
 * Part of `npm run bench` (section `api-scale`); also runs on its own, without the storefront:
 *
 *   node scripts/lib/bench/api-scale.mjs
 *
 * Settings: BENCH_SCALE_SIZES (1000,50000,100000), BENCH_SCALE_API_PORT (4210), BENCH_SCALE_REQUESTS
 * (requests per call kind and size, one at a time; 150), BENCH_SCALE_CLIENTS (4),
 * BENCH_SCALE_SECONDS (concurrent phase per size; 5).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, assertPortFree, bin, portFromEnv, start, stopAll, waitForHttp } from '../processes.mjs';

/** The goals at 50,000 products; "flat": search p50 at 100,000 within this factor of 1,000. */
const GOALS = { atProducts: 50_000, searchP95Ms: 15, slugP95Ms: 5, flatFactor: 1.5 };

const TENANT = 'demo';

/** Nearest-rank percentile of sorted milliseconds. */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function summary(samples, errors = 0) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (x) => (x === null ? null : Number(x.toFixed(2)));
  return {
    count: sorted.length,
    errors,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
  };
}

/** The server's own time of an answer from its `server-timing: app;dur=<ms>` header, or null. */
function serverMs(res) {
  const match = /(?:^|,)\s*app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * One call: JSON out, status checked, time in ms over HTTP (the body is read in full) and the server's
 * own time (Server-Timing): the difference is the network, the client, and waiting for a core.
 */
async function timed(call) {
  const t0 = performance.now();
  const res = await fetch(call.url, call.init);
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  return { ms, serverMs: serverMs(res), ok: res.ok };
}

/**
 * The storefront's calls (lib/api/catalogue.ts; request shapes from lib/search/params.ts, page size 12):
 * a kind of call, with several variants so no single query is measured.
 */
function callKinds(api, sample) {
  const base = `${api}/${TENANT}/customer-api/v2`;
  const search = (body) => ({
    url: `${base}/product/search`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first: 12, after: 0, source: 'search', tags: [], ranges: {}, ...body }),
    },
  });
  const { words, longWords, categories, brands, slugs, ids } = sample;
  const cat = (i) => categories[i % categories.length];
  const brand = (i) => brands[i % brands.length];
  const word = (i) => words[i % words.length];
  // A letter case not asked before: the same matches, but the API's cache of recent queries misses.
  const unseen = (i) => {
    const w = longWords[i % longWords.length];
    const variant = Math.floor(i / longWords.length) + 1;
    return [...w].map((ch, k) => ((variant >> k) & 1 ? ch.toUpperCase() : ch)).join('');
  };
  return [
    { id: 'text', label: 'Free text (`query=clay`)', search: true, make: (i) => search({ query: word(i) }) },
    { id: 'text-new', label: 'Free text not asked before (`query=TerRacotta`)', search: true, make: (i) => search({ query: unseen(i) }) },
    {
      id: 'prefix',
      label: 'Prefix as typed (quick search, `query=cla`)',
      search: true,
      make: (i) => search({ query: word(i).slice(0, 3), first: 6 }),
    },
    {
      id: 'text-category',
      label: 'Free text in a category, price sort',
      search: true,
      make: (i) => search({ query: word(i), tags: [cat(i)], sortBy: 'PRICE_LOW_TO_HIGH', currency: 'LKR' }),
    },
    { id: 'all', label: 'All products, newest', search: true, make: () => search({}) },
    { id: 'category', label: 'Category listing (`tags=cat/…`)', search: true, make: (i) => search({ tags: [cat(i)] }) },
    {
      id: 'brand',
      label: 'Category + brand facet (`tags=cat/…&tags=brand/…`)',
      search: true,
      make: (i) => search({ tags: [cat(i), brand(i)] }),
    },
    {
      id: 'price-sort',
      label: 'Category, price high to low',
      search: true,
      make: (i) => search({ tags: [cat(i)], sortBy: 'PRICE_HIGH_TO_LOW', currency: 'LKR' }),
    },
    {
      id: 'price-range',
      label: 'Price range (`r_price=1000,5000`)',
      search: true,
      make: (i) => search({ tags: [cat(i)], ranges: { price: [1000, 5000] }, currency: 'LKR' }),
    },
    { id: 'page', label: 'Category, page 5 (`after=48`)', search: true, make: (i) => search({ tags: [cat(i)], after: 48 }) },
    { id: 'deep-page', label: 'All products, page 80 (`after=948`)', search: true, make: (i) => search({ after: 948 + (i % 3) * 12 }) },
    {
      id: 'related',
      label: 'Related products (product page)',
      search: true,
      make: (i) => search({ source: 'related', related: ids[i % ids.length], first: 4 }),
    },
    {
      id: 'slug',
      label: 'Product by slug (`/products/{slug}`)',
      search: false,
      make: (i) => ({ url: `${base}/products/${encodeURIComponent(slugs[i % slugs.length])}` }),
    },
  ];
}

/** Words, tags and slugs of the seeded catalogue, read through the API as a client would. */
async function sampleCatalogue(api) {
  const base = `${api}/${TENANT}/customer-api/v2`;
  const post = async (body) => {
    const res = await fetch(`${base}/product/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`product search answered ${res.status}`);
    return res.json();
  };
  const first = await post({ first: 100, after: 0 });
  const categories = first.facets.categories.map((f) => f.tag).slice(0, 6);
  const brands = first.facets.brands.map((f) => f.tag).slice(0, 6);
  const slugs = first.products.map((p) => p.productSlug);
  const ids = first.products.map((p) => p.id);
  // Material words of generated names ("Clay Bowl 12"): common words, the expensive case for free text.
  const words = ['clay', 'brass', 'teak', 'batik', 'cotton', 'rattan'];
  const longWords = ['terracotta', 'mahogany', 'handloom', 'sandalwood', 'coconut', 'palmyrah'];
  return { categories, brands, slugs, ids, words, longWords };
}

/** Every kind once in turn, one request at a time; per-kind samples. */
async function sequential(kinds, requests) {
  const out = {};
  for (const kind of kinds) out[kind.id] = { samples: [], server: [], errors: 0 };
  for (let i = 0; i < 5; i += 1) for (const kind of kinds) await timed(kind.make(i)); // warm-up
  for (let i = 0; i < requests; i += 1) {
    for (const kind of kinds) {
      const r = await timed(kind.make(i));
      if (r.ok) {
        out[kind.id].samples.push(r.ms);
        if (r.serverMs !== null) out[kind.id].server.push(r.serverMs);
      } else out[kind.id].errors += 1;
    }
  }
  return out;
}

/** `clients` loops over the mix of kinds for `seconds`; latency of searches and of slug reads apart. */
async function concurrent(kinds, clients, seconds) {
  const searches = [];
  const slugs = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = c; performance.now() < end; i += 1) {
        const kind = kinds[i % kinds.length];
        const r = await timed(kind.make(i));
        if (!r.ok) errors += 1;
        else (kind.search ? searches : slugs).push(r.ms);
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  return {
    clients,
    seconds,
    requestsPerSecond: Math.round((searches.length + slugs.length) / elapsed),
    search: summary(searches, errors),
    slug: summary(slugs),
  };
}

/** Servers and seeds running now, stopped when the standalone run is interrupted. */
const running = new Set();

async function seedAndServe({ products, dir, port, log }) {
  const database = join(dir, `products-${products}.sqlite`);
  // Pictures are the same at every size and kept between runs: drawing them is most of a small seed's time.
  const env = { DATABASE_PATH: database, IMAGE_DIR: join(os.tmpdir(), 'storefront-api-scale-images'), TENANT, LOG_LEVEL: 'warn' };
  const t0 = performance.now();
  log(`seeding ${products.toLocaleString('en')} products into ${database}`);
  const seed = start('seed', bin('tsx'), ['customer-api/seed/cli.ts', '--products', String(products), '--fresh'], { env, quiet: true });
  running.add(seed);
  const { code, signal } = await seed.exited;
  running.delete(seed);
  if (code !== 0) throw new Error(`seeding ${products} products failed (${signal ?? `exit code ${code}`})`);
  const seedSeconds = Number(((performance.now() - t0) / 1000).toFixed(1));
  const proc = start('api', bin('tsx'), ['customer-api/main.ts'], {
    env: { ...env, API_PORT: String(port), API_HOST: '127.0.0.1', DEMO: '1' },
    quiet: true,
  });
  running.add(proc);
  await waitForHttp(`http://127.0.0.1:${port}/health`, { timeoutMs: 120_000, proc });
  return { proc, seedSeconds };
}

async function measureSize({ products, dir, port, requests, clients, seconds, log }) {
  const { proc, seedSeconds } = await seedAndServe({ products, dir, port, log });
  try {
    const api = `http://127.0.0.1:${port}`;
    const sample = await sampleCatalogue(api);
    const kinds = callKinds(api, sample);
    const loadBefore = os.loadavg()[0];
    log(
      `${products.toLocaleString('en')} products: ${requests} × ${kinds.length} calls one at a time, then ${clients} clients for ${seconds} s`,
    );
    const seq = await sequential(kinds, requests);
    const allSearch = kinds.filter((k) => k.search).flatMap((k) => seq[k.id].samples);
    const searchErrors = kinds.filter((k) => k.search).reduce((n, k) => n + seq[k.id].errors, 0);
    const byKind = Object.fromEntries(
      kinds.map((k) => [k.id, { label: k.label, ...summary(seq[k.id].samples, seq[k.id].errors), server: summary(seq[k.id].server) }]),
    );
    const searchServer = summary(kinds.filter((k) => k.search).flatMap((k) => seq[k.id].server));
    const loadAfterOneByOne = os.loadavg()[0];
    const together = await concurrent(kinds, clients, seconds);
    return {
      products,
      seedSeconds,
      // 1-minute load average when the one-at-a-time phase began and ended: above the core count, requests wait for a core.
      load: { before: round2(loadBefore), after: round2(loadAfterOneByOne), cores: os.cpus().length },
      loadAverage: os.loadavg().map(round2),
      search: summary(allSearch, searchErrors),
      searchServer,
      slug: byKind.slug,
      byKind,
      concurrent: together,
    };
  } finally {
    await stopAll([proc]);
    running.delete(proc);
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(dir, `products-${products}.sqlite${suffix}`), { force: true });
  }
}

const round2 = (x) => Number(x.toFixed(2));
const ms = (x) => (x === null || x === undefined ? '–' : x < 10 ? x.toFixed(1) : String(Math.round(x)));
const triple = (s) => `${ms(s.p50Ms)} / ${ms(s.p95Ms)} / ${ms(s.p99Ms)}`;

function verdicts(sizes) {
  const at = sizes.find((s) => s.products === GOALS.atProducts);
  const smallest = sizes.reduce((a, b) => (b.products < a.products ? b : a));
  const largest = sizes.reduce((a, b) => (b.products > a.products ? b : a));
  const flat = smallest !== largest && smallest.search.p50Ms > 0 ? largest.search.p50Ms / smallest.search.p50Ms : null;
  return {
    searchP95Ms: at ? at.search.p95Ms : null,
    slugP95Ms: at ? at.slug.p95Ms : null,
    // The same percentiles of the server's own time (Server-Timing), apart from the client and CPU queueing.
    serverSearchP95Ms: at ? at.searchServer.p95Ms : null,
    serverSlugP95Ms: at ? at.slug.server.p95Ms : null,
    load: at ? at.load : null,
    flatRatio: flat === null ? null : Number(flat.toFixed(2)),
    serverFlatRatio:
      smallest !== largest && smallest.searchServer.p50Ms > 0 ? round2(largest.searchServer.p50Ms / smallest.searchServer.p50Ms) : null,
    flatFrom: smallest.products,
    flatTo: largest.products,
    met: {
      search: at ? at.search.p95Ms <= GOALS.searchP95Ms : null,
      slug: at ? at.slug.p95Ms <= GOALS.slugP95Ms : null,
      flat: flat === null ? null : flat <= GOALS.flatFactor,
      serverSearch: at && at.searchServer.p95Ms !== null ? at.searchServer.p95Ms <= GOALS.searchP95Ms : null,
      serverSlug: at && at.slug.server.p95Ms !== null ? at.slug.server.p95Ms <= GOALS.slugP95Ms : null,
    },
  };
}

function table(sizes, goals) {
  const mark = (ok) => (ok === null ? '' : ok ? ' ✓' : ' ✗');
  const head = ['Call (p50 / p95 / p99 ms, one at a time)', ...sizes.map((s) => `${s.products.toLocaleString('en')} products`)];
  const rows = Object.keys(sizes[0].byKind).map((id) => [sizes[0].byKind[id].label, ...sizes.map((s) => triple(s.byKind[id]))]);
  rows.push(['**All searches**', ...sizes.map((s) => triple(s.search))]);
  rows.push(["All searches, the server's own time (Server-Timing)", ...sizes.map((s) => triple(s.searchServer))]);
  rows.push(["Product by slug, the server's own time (Server-Timing)", ...sizes.map((s) => triple(s.slug.server))]);
  rows.push([
    'Load average (1 min) at start / end of the one-at-a-time phase',
    ...sizes.map((s) => `${s.load.before} / ${s.load.after} on ${s.load.cores} cores`),
  ]);
  rows.push([`${sizes[0].concurrent.clients} concurrent clients: searches`, ...sizes.map((s) => triple(s.concurrent.search))]);
  rows.push([`${sizes[0].concurrent.clients} concurrent clients: product by slug`, ...sizes.map((s) => triple(s.concurrent.slug))]);
  rows.push([`${sizes[0].concurrent.clients} concurrent clients: req/s`, ...sizes.map((s) => String(s.concurrent.requestsPerSecond))]);
  rows.push(['Errors', ...sizes.map((s) => String(s.search.errors + s.slug.errors + s.concurrent.search.errors))]);
  rows.push(['Seed time (s), load average after', ...sizes.map((s) => `${s.seedSeconds} s, ${s.loadAverage.join(' / ')}`)]);
  rows.push(
    [
      `**Goals at ${GOALS.atProducts.toLocaleString('en')}**: search p95 ≤ ${GOALS.searchP95Ms} ms, slug p95 ≤ ${GOALS.slugP95Ms} ms; search p50 ${goals.flatTo.toLocaleString('en')} / ${goals.flatFrom.toLocaleString('en')} ≤ ${GOALS.flatFactor}×`,
      `search p95 ${ms(goals.searchP95Ms)} ms${mark(goals.met.search)} (server ${ms(goals.serverSearchP95Ms)} ms${mark(goals.met.serverSearch)})`,
      `slug p95 ${ms(goals.slugP95Ms)} ms${mark(goals.met.slug)} (server ${ms(goals.serverSlugP95Ms)} ms${mark(goals.met.serverSlug)})`,
      `flat ${goals.flatRatio ?? '–'}×${mark(goals.met.flat)} (server ${goals.serverFlatRatio ?? '–'}×)`,
      ...Array.from({ length: Math.max(0, sizes.length - 3) }, () => ''),
    ].slice(0, head.length),
  );
  return { columns: head, rows };
}

export const apiScale = {
  id: 'api-scale',
  title: 'Reference API at 1,000 / 50,000 / 100,000 products (search and product by slug over HTTP)',
  async run(ctx) {
    const sizes = (process.env.BENCH_SCALE_SIZES ?? '1000,50000,100000')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    const port = portFromEnv('BENCH_SCALE_API_PORT', 4210);
    const requests = Number(process.env.BENCH_SCALE_REQUESTS ?? 150);
    const clients = Number(process.env.BENCH_SCALE_CLIENTS ?? 4);
    const seconds = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
    await assertPortFree(port);
    const dir = join(os.tmpdir(), `storefront-api-scale-${port}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const measured = [];
    try {
      for (const products of sizes) measured.push(await measureSize({ products, dir, port, requests, clients, seconds, log: ctx.log }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const goals = verdicts(measured);
    ctx.log(
      `search p95 at ${GOALS.atProducts.toLocaleString('en')}: ${ms(goals.searchP95Ms)} ms over HTTP, ${ms(goals.serverSearchP95Ms)} ms server-side (goal ≤ ${GOALS.searchP95Ms}); ` +
        `product by slug p95: ${ms(goals.slugP95Ms)} ms over HTTP, ${ms(goals.serverSlugP95Ms)} ms server-side (goal ≤ ${GOALS.slugP95Ms}); ` +
        `search p50 ${goals.flatTo.toLocaleString('en')} / ${goals.flatFrom.toLocaleString('en')}: ${goals.flatRatio}× (goal ≤ ${GOALS.flatFactor}×); ` +
        (goals.load ? `load average ${goals.load.before} → ${goals.load.after} on ${goals.load.cores} cores` : ''),
    );
    if (goals.load && Math.max(goals.load.before, goals.load.after) > goals.load.cores) {
      ctx.log(
        `the load average was above the core count: the times over HTTP include waiting for a core; the server-side times are the API's own cost`,
      );
    }
    return { data: { goals: GOALS, verdicts: goals, sizes: measured }, table: table(measured, goals) };
  },
};

// On its own: `node scripts/lib/bench/api-scale.mjs` writes bench-results/api-scale.{json,md}.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => void stopAll([...running]).then(() => process.exit(130)));
  }
  const log = (msg) => console.info(`[api-scale] ${msg}`);
  const resultsDir = join(ROOT, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  const { data, table: t } = await apiScale.run({ log });
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const md = [
    `## ${apiScale.title}`,
    '',
    `${os.cpus().length} CPUs, ${process.version}, ${new Date().toISOString()}`,
    '',
    line(t.columns),
    line(t.columns.map(() => '---')),
    ...t.rows.map(line),
    '',
  ].join('\n');
  writeFileSync(join(resultsDir, 'api-scale.json'), `${JSON.stringify(data, null, 2)}\n`);
  writeFileSync(join(resultsDir, 'api-scale.md'), md);
  console.info(`\n${md}`);
}
