import os from 'node:os';
import path from 'node:path';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw ? Number(raw) : fallback;
  if (!Number.isInteger(n) || n <= 0 || n > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return n;
}

const apiPort = port('E2E_API_PORT', 4100);
const webPort = port('E2E_PORT', 3100);
/** Everything the test API writes (database, generated images) lives here and is deleted before each run. */
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `storefront-e2e-${apiPort}`);

/** The servers the Playwright suite starts: the reference API on a fresh database, and `next start`. */
export const testServers = {
  apiPort,
  webPort,
  apiUrl: `http://127.0.0.1:${apiPort}`,
  baseURL: `http://127.0.0.1:${webPort}`,
  tenant: process.env.TENANT ?? 'demo',
  dataDir,
  databasePath: path.join(dataDir, 'shop.sqlite'),
  imageDir: path.join(dataDir, 'images'),
} as const;
