import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'api-start-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run api` as the image and the systemd unit start it, with only these settings. */
function startApi(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'customer-api/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATABASE_PATH: path.join(dir, 'api.sqlite'), ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
}

describe('the customer API with a bad setting', () => {
  it('stops at start with one line naming it, before it creates a database', () => {
    const invalid = startApi({ DEMO: '1', API_PORT: 'http' });
    expect(invalid.status).toBe(1);
    expect(invalid.stderr).toBe(
      'Customer API failed to start: Invalid customer API settings: API_PORT: Invalid input: expected number, received NaN\n',
    );

    const missing = startApi({});
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(
      /^Customer API failed to start: Invalid customer API settings: AUTH_CLIENT_SECRET is not set\.[^\n]*\n$/,
    );
    expect(existsSync(path.join(dir, 'api.sqlite'))).toBe(false);
  });
});
