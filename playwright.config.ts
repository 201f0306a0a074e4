import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type LaunchOptions } from '@playwright/test';
import { testServers as s } from './e2e/support/test-servers';

/**
 * Shopper flows against the production build (`npm run build` first; built here when absent) and the
 * reference customer API on a fresh SQLite database. Chromium: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else Playwright's own browser.
 */
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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

const resetData = `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${JSON.stringify(s.dataDir)}`;
const storefrontEnv = {
  CUSTOMER_API_URL: s.apiUrl,
  TENANT: s.tenant,
  SITE_URL: s.baseURL,
  // Maintenance on/off shows within a second instead of the default five.
  STATUS_CHECK_SECONDS: '1',
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: ci ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  use: {
    baseURL: s.baseURL,
    locale: 'en-US',
    timezoneId: 'Asia/Colombo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    navigationTimeout: 45_000,
    actionTimeout: 15_000,
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /maintenance\.spec\.ts/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: /maintenance\.spec\.ts/,
      grep: /@mobile/,
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
    {
      // Maintenance takes the whole shop offline, so it runs alone, after every other flow.
      name: 'maintenance',
      testMatch: /maintenance\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      name: 'customer-api',
      command: `${resetData} && ${bin('tsx')} customer-api/main.ts`,
      url: `${s.apiUrl}/health`,
      env: {
        API_PORT: String(s.apiPort),
        API_HOST: '127.0.0.1',
        TENANT: s.tenant,
        DATABASE_PATH: s.databasePath,
        IMAGE_DIR: s.imageDir,
        // The hosted payment page sends the shopper back to this storefront's /ipg-complete.
        STOREFRONT_URL: s.baseURL,
      },
      timeout: 5 * 60_000,
      reuseExistingServer: reuse,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'storefront',
      command: `${hasBuild ? '' : `${bin('next')} build && `}${bin('next')} start -p ${s.webPort}`,
      url: `${s.baseURL}/`,
      env: storefrontEnv,
      timeout: (hasBuild ? 2 : 20) * 60_000,
      reuseExistingServer: reuse,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
