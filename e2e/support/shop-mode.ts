import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { testServers } from './test-servers';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');

/**
 * Switches an access mode of the second test shop (the maintenance pair, so flows of the main shop
 * are not affected) with the CLI a merchant's demo uses (`npm run shop-mode -- <mode> on|off`).
 */
export async function setShopMode(
  mode: 'registered-only' | 'catalogue' | 'multi-store' | 'private' | 'hidden-prices' | 'analytics' | 'widgets' | 'error-reporting',
  /** on|off, or the DSN for error-reporting. */
  state: string,
): Promise<void> {
  await run(path.join(root, 'node_modules', '.bin', 'tsx'), ['customer-api/cli/shop-mode.ts', mode, state], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: testServers.maintenance.databasePath, TENANT: testServers.tenant },
    timeout: 60_000,
  });
}
