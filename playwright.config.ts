import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type LaunchOptions } from '@playwright/test';
import { testServers as s, type ServerPair } from './e2e/support/test-servers';

type WebServerConfig = Extract<NonNullable<Parameters<typeof defineConfig>[0]['webServer']>, readonly unknown[]>[number];

/**
 * Shopper flows against the production build (`npm run build` first; built here when absent) and the
 * reference customer API on a fresh SQLite database. Chromium: CHROMIUM_PATH, else Debian's headless
 * shell (the engine Playwright itself runs headless tests on), else Debian's full /usr/bin/chromium,
 * else Playwright's own browser.
 */
const executablePath =
  process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate));

const launchOptions: LaunchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-dev-shm-usage',
  ],
};

const bin = (name: string) => JSON.stringify(path.join(__dirname, 'node_modules', '.bin', name));
const hasBuild = existsSync(path.join(__dirname, '.next', 'BUILD_ID'));
const reuse = process.env.E2E_REUSE_SERVERS === '1';
const ci = !!process.env.CI;
/** Load, fault and limit flows: servers of their own (they load, kill or limit them), in a project of their own. */
const PROOF_SPECS = /(load|faults|limits)-[\w-]+\.spec\.ts/;
/** The deployment of docs/deploy.md: nginx, two standalone storefronts, Redis and the API, its own. */
const DEPLOY_SPECS = /deploy-[\w-]+\.spec\.ts/;
/** Flows that switch the second shop's modes, take it offline or write payloads into its texts. */
const SECOND_SHOP_SPECS = /(maintenance|access-modes|session-refresh|analytics|xss)\.spec\.ts/;

/** The reference API on a database deleted just before start, and `next start` pointing at it. */
function serversFor(pair: ServerPair, { build, apiEnv = {} }: { build: boolean; apiEnv?: Record<string, string> }): WebServerConfig[] {
  // A later pair's API starts with the pictures the first one drew (as e2e/support/test-servers.ts
  // `seededImageDir` does for the specs' own servers): its seed keeps them instead of drawing them again.
  const drawn = pair === s.shop ? '' : s.shop.imageDir;
  const resetData =
    `node -e "const fs = require('fs'), [dir, images, drawn] = process.argv.slice(1); fs.rmSync(dir, { recursive: true, force: true });` +
    ` if (drawn && fs.existsSync(drawn)) fs.cpSync(drawn, images, { recursive: true, filter: (f) => !/[\\\\/]\\.cache|\\.tmp$/.test(f) })"` +
    ` ${JSON.stringify(pair.dataDir)} ${JSON.stringify(pair.imageDir)} ${JSON.stringify(drawn)}`;
  return [
    {
      name: `api:${pair.name}`,
      command: `${resetData} && ${bin('tsx')} customer-api/main.ts`,
      url: `${pair.apiUrl}/health`,
      env: {
        API_PORT: String(pair.apiPort),
        API_HOST: '127.0.0.1',
        TENANT: s.tenant,
        DATABASE_PATH: pair.databasePath,
        IMAGE_DIR: pair.imageDir,
        // The hosted payment page and sign-in send the shopper back to this storefront (and its
        // loopback alias); the issuer is the address the browser reaches the API at.
        STOREFRONT_URL: pair.baseURL,
        AUTH_ISSUER_BASE: pair.apiUrl,
        // The demo's published client secret and the hosted test payment page are opt-in.
        DEMO: '1',
        PAYMENT_SIMULATOR: 'on',
        ...apiEnv,
      },
      timeout: 5 * 60_000,
      reuseExistingServer: reuse,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: `web:${pair.name}`,
      // The flows' own HTTP client (page.request) keeps its connections open; the server keeps an idle one
      // longer than a flow lasts, so a request is never sent on a socket the server is closing (ECONNRESET).
      command: `${build ? `${bin('next')} build && ` : ''}${bin('next')} start -p ${pair.webPort} --keepAliveTimeout 120000`,
      url: `${pair.baseURL}/`,
      env: {
        CUSTOMER_API_URL: pair.apiUrl,
        TENANT: s.tenant,
        SITE_URL: pair.baseURL,
        // Maintenance on/off shows within a second instead of the default five.
        STATUS_CHECK_SECONDS: '1',
        // The second shop's switches are announced through the signed webhook (e2e/support/shop-mode.ts); a page
        // rendered while its API was away (the maintenance flow) is kept for 2 s only.
        ...(pair === s.maintenance ? { REVALIDATE_SECRET: s.revalidateSecret, CATALOGUE_REVALIDATE_SECONDS: '2' } : {}),
        AUTH_ISSUER_BASE: pair.apiUrl,
        DEMO: '1',
        // The whole suite shops from this machine as a few demo customers: no rate limit for it
        // (e2e/shared-cache.spec.ts checks the limits on servers of its own).
        RATE_LIMIT_ALLOW: '127.0.0.1,::1,::ffff:127.0.0.1',
        // No client here writes X-Forwarded-For: Next fills it from the connection, the address allowed above.
        TRUSTED_PROXY_HOPS: '1',
      },
      timeout: (build ? 20 : 2) * 60_000,
      reuseExistingServer: reuse,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ];
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // A flow that passes only on its retry fails CI: flakiness is a bug to fix, not to hide.
  failOnFlakyTests: ci,
  // Two on two cores: a third made each flow take about twice as long (desktop flows' summed time 917 s ->
  // 1,699 s) and the run no shorter.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: ci ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  use: {
    baseURL: s.shop.baseURL,
    locale: 'en-US',
    timezoneId: 'Asia/Colombo',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    navigationTimeout: 45_000,
    actionTimeout: 15_000,
    launchOptions,
  },
  projects: [
    {
      // The second shop's flows change what every page of that shop shows (modes, maintenance, texts with
      // payloads, short-lived tokens): one at a time on one worker, beside the desktop and phone flows
      // (first in this list, so its worker starts with them).
      name: 'second-shop',
      testMatch: SECOND_SHOP_SPECS,
      workers: 1,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, baseURL: s.maintenance.baseURL },
    },
    {
      name: 'desktop',
      testIgnore: [SECOND_SHOP_SPECS, PROOF_SPECS, DEPLOY_SPECS],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: [SECOND_SHOP_SPECS, PROOF_SPECS, DEPLOY_SPECS],
      grep: /@mobile/,
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
    {
      // Load and faults start their own servers and load the machine: last, when the other flows are done.
      name: 'proof',
      testMatch: PROOF_SPECS,
      dependencies: ['desktop', 'mobile', 'second-shop'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // nginx in front of two standalone processes, which it kills and restarts: after every other flow.
      name: 'deploy',
      testMatch: DEPLOY_SPECS,
      dependencies: ['proof'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true },
    },
  ],
  // The first storefront builds when there is no build yet; the second waits behind it in this list.
  webServer: [
    ...serversFor(s.shop, { build: !hasBuild }),
    ...serversFor(s.maintenance, { build: false, apiEnv: { AUTH_ACCESS_TOKEN_TTL: String(s.shortAccessTokenTtl) } }),
  ],
});
