import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ROOT } from '../processes.mjs';

/** Goal of this section: a product page kept by nginx at least 80 % of a static file's rate through the same nginx. */
const GOAL = 0.8;
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

function fire(url, { connections, durationSeconds, headers }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationSeconds, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** deploy/nginx.conf with the host lines changed as e2e/support/nginx-front.ts does: both upstreams on the one process. */
function frontConfig(dir, httpsPort, webPort) {
  let text = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  for (const [from, to] of [
    [/server 127\.0\.0\.1:300[12] /g, `server 127.0.0.1:${webPort} `],
    [/\n\s*listen \[::\]:(80|443)[^;]*;/g, ''],
    ['listen 80;', `listen 127.0.0.1:${httpsPort + 1};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['/etc/ssl/certs/shop.example.com.pem', join(dir, 'cert.pem')],
    ['/etc/ssl/private/shop.example.com.key', join(dir, 'key.pem')],
    [/\/var\/cache\/nginx\//g, `${join(dir, 'cache')}/`],
  ]) {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`deploy/nginx.conf no longer has ${String(from)}`);
    text = next;
  }
  return text;
}

function startNginx(dir, httpsPort, webPort) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'cache'), { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(join(dir, 'storefront.conf'), frontConfig(dir, httpsPort, webPort));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${n}_temp_path ${join(dir, `${n}-temp`)};`).join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;\nworker_processes auto;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')} warn;\n` +
      `events { worker_connections 1024; }\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n${temp}\n  include ${join(dir, 'storefront.conf')};\n}\n`,
  );
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
  execFileSync(NGINX, [...args, '-t'], { stdio: 'pipe' });
  return spawn(NGINX, args, { stdio: 'ignore' });
}

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, rejectUnauthorized: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, cache: res.headers['x-cache-status'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitFor(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      return await get(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The built chunk whose gzipped size is nearest the product page's: a 385-byte chunk against a 20 KB page
 * measures bytes as much as the cache, so the section also prints the page against a file of its size.
 */
async function sameSizeChunk(product, shopper) {
  const pageGz = gzipSync(Buffer.from(await (await fetch(product, { headers: shopper })).arrayBuffer())).length;
  const dir = join(ROOT, '.next', 'static', 'chunks');
  const chunks = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ path: `/_next/static/chunks/${f}`, gz: gzipSync(readFileSync(join(dir, f))).length }));
  const best = chunks.reduce((a, b) => (Math.abs(b.gz - pageGz) < Math.abs(a.gz - pageGz) ? b : a));
  return { ...best, pageGz };
}

/**
 * nginx on deploy/nginx.conf in front of the bench's `next start`: a product page nginx keeps against a
 * static file through the same nginx, the cache-miss rate (a new address each request, rendered by the
 * process) against that file, and `next start` alone as the throughput section measures it.
 */
export const front = {
  id: 'front',
  title: 'nginx in front (autocannon)',
  async run(ctx) {
    if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX} (apt-get install nginx)`);
    const { connections, durationSeconds } = ctx.options;
    const webPort = Number(new URL(ctx.web).port);
    const httpsPort = Number(process.env.BENCH_FRONT_PORT ?? 3243);
    const dir = join(ctx.resultsDir, 'nginx');
    const nginx = startNginx(dir, httpsPort, webPort);
    try {
      const origin = `https://127.0.0.1:${httpsPort}`;
      await waitFor(`${origin}/healthz`);
      const schema = await (await fetch(`${ctx.api}/${ctx.tenant}/customer-api/v2/schema/get`)).json();
      const shopper = { cookie: `NEXT_LOCALE=en; inventoryId=${schema.inventoryLocations?.[0]?.id ?? ''}`, 'accept-language': 'en' };
      const product = `${origin}${ctx.urls.productPath}`;
      await get(product, shopper);
      const kept = await get(product, shopper);
      if (kept.cache !== 'HIT') throw new Error(`the product page was not kept by nginx (X-Cache-Status ${kept.cache})`);
      // Browsers always ask for gzip: so does every measurement here, the static file too.
      const gzip = { 'accept-encoding': 'gzip' };
      const firstVisit = { ...gzip, 'accept-language': 'en', cookie: shopper.cookie.replace(/NEXT_LOCALE=en; /, '') };
      // The same page as `next start` renders it (nginx keeps exactly that answer).
      const sized = await sameSizeChunk(ctx.web + ctx.urls.productPath, shopper);
      const targets = [
        {
          id: 'frontSized',
          label: `Static file of the page's gzipped size through nginx (${sized.path}, ${(sized.gz / 1000).toFixed(1)} KB against ${(sized.pageGz / 1000).toFixed(1)} KB)`,
          url: origin + sized.path,
          headers: gzip,
        },
        {
          id: 'frontStatic',
          label: `Static file through nginx (${ctx.urls.staticPath})`,
          url: origin + ctx.urls.staticPath,
          headers: gzip,
        },
        { id: 'frontCached', label: 'Product page kept by nginx', url: product, headers: { ...shopper, ...gzip } },
        // Without the language cookie nginx passes every request on: the process renders (from its own page cache).
        { id: 'frontMiss', label: 'Product page, not from nginx (first visit)', url: product, headers: firstVisit },
        { id: 'static', label: 'Static file, next start alone', url: ctx.web + ctx.urls.staticPath, headers: {} },
        {
          id: 'product',
          label: 'Product page, next start alone',
          url: ctx.web + ctx.urls.productPath,
          headers: { 'accept-language': 'en' },
        },
      ];
      const measured = {};
      for (const t of targets) {
        await fire(t.url, { connections: 4, durationSeconds: 2, headers: t.headers });
        ctx.log(`autocannon -c ${connections} -d ${durationSeconds} ${t.url}`);
        const r = await fire(t.url, { connections, durationSeconds, headers: t.headers });
        measured[t.id] = {
          label: t.label,
          requestsPerSecond: Math.round(r.requests.average),
          latencyP50Ms: r.latency.p50,
          latencyP99Ms: r.latency.p99,
          problems: r.non2xx + r.errors + r.timeouts,
        };
      }
      const share = (a, b) => (measured[b].requestsPerSecond > 0 ? measured[a].requestsPerSecond / measured[b].requestsPerSecond : 0);
      const ratios = {
        cachedToStatic: share('frontCached', 'frontStatic'),
        cachedToSizedStatic: share('frontCached', 'frontSized'),
        missToStatic: share('frontMiss', 'frontStatic'),
        nextAloneToStatic: share('product', 'static'),
      };
      const pct = (x) => `${(x * 100).toFixed(1)} %`;
      const row = (id, ratio, goal = '') => [
        measured[id].label,
        String(measured[id].requestsPerSecond),
        `${measured[id].latencyP50Ms} / ${measured[id].latencyP99Ms}`,
        measured[id].problems ? `${measured[id].problems} ⚠` : '0',
        ratio,
        goal,
      ];
      return {
        data: { connections, durationSeconds, measured, ratios, goal: GOAL },
        table: {
          columns: ['Target', 'req/s', 'latency p50 / p99 (ms)', 'non-2xx / errors', 'share of its static file', 'goal'],
          rows: [
            row('frontStatic', '—'),
            row(
              'frontCached',
              pct(ratios.cachedToStatic),
              `≥ ${pct(GOAL)} ${ratios.cachedToStatic >= GOAL && measured.frontCached.problems === 0 ? '✓' : '✗ below goal'}`,
            ),
            row('frontMiss', pct(ratios.missToStatic)),
            row('frontSized', '—'),
            [`Product page kept by nginx, against the file of its size`, '', '', '', pct(ratios.cachedToSizedStatic), ''],
            row('static', '—'),
            row('product', pct(ratios.nextAloneToStatic)),
          ],
        },
      };
    } finally {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
  },
};
