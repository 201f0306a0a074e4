import { cpSync, existsSync } from 'node:fs';
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
/** Everything the test APIs write (databases, generated images) lives here and is deleted before each run. */
const dataRoot = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `storefront-e2e-${apiPort}`);

export interface ServerPair {
  name: string;
  apiPort: number;
  webPort: number;
  apiUrl: string;
  baseURL: string;
  dataDir: string;
  databasePath: string;
  imageDir: string;
}

function pair(name: string, offset: number): ServerPair {
  const dataDir = path.join(dataRoot, name);
  return {
    name,
    apiPort: apiPort + offset,
    webPort: webPort + offset,
    apiUrl: `http://127.0.0.1:${apiPort + offset}`,
    baseURL: `http://127.0.0.1:${webPort + offset}`,
    dataDir,
    databasePath: path.join(dataDir, 'shop.sqlite'),
    imageDir: path.join(dataDir, 'images'),
  };
}

/**
 * The servers the Playwright suite starts, each a reference API on a fresh database plus `next start`:
 * `shop` for every flow, and `maintenance` (next ports) for the flow that takes its shop offline, so
 * that flow can run beside the others (its tokens are short-lived: `shortAccessTokenTtl`).
 */
const shop = pair('shop', 0);

export const testServers = {
  /** The shop pair's fields at the top level: what most flows use. */
  ...shop,
  tenant: process.env.TENANT ?? 'demo',
  dataRoot,
  shop,
  maintenance: pair('maintenance', 1),
  /** Access-token lifetime in seconds of the second pair's API, so a flow sees a refresh (`e2e/session-refresh.spec.ts`). */
  shortAccessTokenTtl: 4,
  /** The second pair's revalidate webhook secret: a switched shop mode is announced as a back office would. */
  revalidateSecret: 'a-second-shop-test-secret',
} as const;

/**
 * `dataDir`'s image folder, filled with the pictures the suite's first API drew when it seeded (not its
 * resize cache, which that API may be writing): a later API's seed finds them unchanged and keeps them
 * instead of drawing every picture again (about 13 s each on two cores).
 */
export function seededImageDir(dataDir: string): string {
  const dir = path.join(dataDir, 'images');
  const drawn = testServers.shop.imageDir;
  if (dir !== drawn && existsSync(drawn)) {
    cpSync(drawn, dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}.cache`) && !source.endsWith('.tmp') });
  }
  return dir;
}
