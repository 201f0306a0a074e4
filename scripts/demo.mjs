#!/usr/bin/env node
/**
 * Runs the whole shop on the embedded default: the reference customer API (which creates and seeds its
 * SQLite database when absent), then the storefront's production build (`--dev`: the dev server).
 * Ctrl-C or SIGTERM stops both.
 *
 *   npm run demo            build + next start
 *   npm run demo -- --dev   next dev (no build)
 *
 * Settings: PORT (3000), API_PORT (4000), plus everything the API and storefront read (README).
 */
import './lib/require-node.mjs';
import { assertPortFree, bin, portFromEnv, start, stopAll, waitForHttp } from './lib/processes.mjs';

const dev = process.argv.includes('--dev');
const port = portFromEnv('PORT', 3000);
const apiPort = portFromEnv('API_PORT', 4000);
const apiUrl = `http://127.0.0.1:${apiPort}`;

if (process.env.CUSTOMER_API_URL && process.env.CUSTOMER_API_URL.replace(/\/$/, '') !== apiUrl) {
  console.warn(
    `CUSTOMER_API_URL=${process.env.CUSTOMER_API_URL} is ignored: the demo runs the reference API at ${apiUrl}.\n` +
      'To use another customer API, run `npm run build && npm start` with CUSTOMER_API_URL and TENANT set.',
  );
}

// Sign-in: the API's OpenID provider and the storefront must agree on the issuer; DEMO=1 lets the
// storefront use the demo's session and client secrets.
const issuerBase = process.env.AUTH_ISSUER_BASE ?? apiUrl;

const storefrontEnv = {
  CUSTOMER_API_URL: apiUrl,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
  PORT: String(port),
  AUTH_ISSUER_BASE: issuerBase,
  DEMO: process.env.DEMO ?? '1',
};

const children = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (children.some((c) => c.running())) console.info('\nStopping the storefront and the customer API…');
  await stopAll(children);
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));

/** Any child that ends on its own ends the demo (and stops the other). */
function supervise(proc, { expectedToExit = false } = {}) {
  children.push(proc);
  void proc.exited.then(({ code, signal }) => {
    if (stopping || expectedToExit) return;
    console.error(`${proc.label} stopped unexpectedly (${signal ?? `exit code ${code}`})`);
    void shutdown(1);
  });
  return proc;
}

async function main() {
  await assertPortFree(apiPort);
  await assertPortFree(port);

  console.info(`Starting the reference customer API on ${apiUrl} (first start creates and seeds the database)…`);
  const api = supervise(
    start('api', bin('tsx'), ['customer-api/main.ts'], {
      // The hosted payment page sends shoppers back to this storefront.
      // One log line per request would bury the demo's own messages; LOG_LEVEL=info shows them.
      // Sign-in returns to STOREFRONT_URL's origin and its loopback aliases (localhost, 127.0.0.1).
      env: {
        API_PORT: String(apiPort),
        STOREFRONT_URL: process.env.STOREFRONT_URL ?? storefrontEnv.SITE_URL,
        AUTH_ISSUER_BASE: issuerBase,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        // The published demo client secret and the hosted test payment page run only when asked for.
        DEMO: storefrontEnv.DEMO,
        PAYMENT_SIMULATOR: process.env.PAYMENT_SIMULATOR ?? 'on',
      },
    }),
  );
  await waitForHttp(`${apiUrl}/health`, { timeoutMs: 10 * 60_000, proc: api });

  let web;
  if (dev) {
    web = supervise(start('web', bin('next'), ['dev', '-p', String(port)], { env: storefrontEnv }));
  } else {
    console.info('Building the storefront (next build)…');
    const build = start('build', bin('next'), ['build'], { env: storefrontEnv });
    children.push(build);
    const { code, signal } = await build.exited;
    if (stopping) return;
    if (code !== 0) {
      console.error(`next build failed (${signal ?? `exit code ${code}`})`);
      return shutdown(1);
    }
    web = supervise(start('web', bin('next'), ['start', '-p', String(port)], { env: storefrontEnv }));
  }
  await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 5 * 60_000, proc: web });

  console.info(
    [
      '',
      `  Storefront     http://localhost:${port}`,
      `  Customer API   ${apiUrl}/${process.env.TENANT ?? 'demo'}/customer-api/v2/schema/get`,
      '',
      '  Maintenance:   npm run maintenance -- on | off',
      '  Press Ctrl-C to stop both.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
