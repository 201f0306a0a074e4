import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startupSettingsProblem } from './refuse-to-start';

const ROOT = path.join(__dirname, '..', '..');
const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('the settings a storefront server starts with', () => {
  it('are whole with the demo defaults, and in production with both secrets or DEMO=1', () => {
    expect(startupSettingsProblem({})).toBeNull();
    expect(startupSettingsProblem({ NODE_ENV: 'production', AUTH_SECRET: SECRET, AUTH_CLIENT_SECRET: 'a-client-secret-0123' })).toBeNull();
    expect(startupSettingsProblem({ NODE_ENV: 'production', DEMO: '1', SITE_URL: 'http://localhost:3000' })).toBeNull();
    expect(startupSettingsProblem({ NODE_ENV: 'production', DEMO: '1', SITE_URL: 'http://127.0.0.1:3100' })).toBeNull();
  });

  it("refuse the demo's published secrets in a production server that others reach", () => {
    for (const SITE_URL of [undefined, 'https://shop.example.lk', 'http://192.168.1.20:3000', 'http://localhost.example.com']) {
      expect([SITE_URL, startupSettingsProblem({ NODE_ENV: 'production', DEMO: '1', SITE_URL })]).toEqual([
        SITE_URL,
        expect.stringMatching(/DEMO=1 \(published demo secrets\) needs SITE_URL on this machine/),
      ]);
    }
  });

  it('name the setting that is invalid, or the secret production lacks', () => {
    expect(startupSettingsProblem({ PAGE_CACHE_MB: '2' })).toMatch(/^Invalid storefront settings: PAGE_CACHE_MB: Too small/);
    expect(startupSettingsProblem({ NODE_ENV: 'production', AUTH_SECRET: SECRET })).toMatch(/AUTH_CLIENT_SECRET must be set in production/);
  });
});

/** instrumentation.ts's register(), as Next runs it at a server's start, in a process of its own. */
function registerWith(env: { NODE_ENV: 'development' | 'production' } & Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', "require('./instrumentation.ts').register()"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NEXT_RUNTIME: 'nodejs', ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
}

describe('a storefront server with a bad setting', () => {
  it('stops at start with one line naming it', () => {
    const invalid = registerWith({ NODE_ENV: 'development', API_TIMEOUT_MS: 'soon' });
    expect(invalid.status).toBe(1);
    expect(invalid.stderr).toBe(
      'Storefront cannot start: Invalid storefront settings: API_TIMEOUT_MS: Invalid input: expected number, received NaN\n',
    );

    const missing = registerWith({ NODE_ENV: 'production' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(
      /^Storefront cannot start: .*AUTH_SECRET \(or NEXTAUTH_SECRET\) and AUTH_CLIENT_SECRET must be set in production[^\n]*\n$/,
    );
  });
});
