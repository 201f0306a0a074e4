import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { announceChange } from './shop-mode';
import { testServers } from './test-servers';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');

/**
 * Turns the maintenance switch of the maintenance flow's own test API on or off, with the same CLI an
 * operator uses (`npm run maintenance -- on|off`), then announces it with the signed webhook a back office
 * sends when the merchant flips the switch: the storefront's next page shows it.
 */
export async function setMaintenance(state: 'on' | 'off'): Promise<void> {
  await run(path.join(root, 'node_modules', '.bin', 'tsx'), ['customer-api/cli/maintenance.ts', state], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: testServers.maintenance.databasePath, TENANT: testServers.tenant },
    timeout: 60_000,
  });
  await announceChange({ kind: 'schema' });
}
