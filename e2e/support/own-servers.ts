import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { seededImageDir, testServers as s } from './test-servers';

/**
 * A reference API and a `next start` of a spec's own, for flows that load, stop or kill them and so
 * cannot share the suite's servers. `offset` picks the ports after the suite's pairs (E2E_API_PORT and
 * E2E_PORT + offset); the database is fresh in `{E2E data dir}/{name}`.
 */
const root = path.join(__dirname, '..', '..');
export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

export interface OwnServer {
  child: ChildProcess;
  /** Everything the process printed, for a failing test to show. */
  log: string[];
}

/** Starts a process in its own group, keeping what it prints. */
export function launchServer(command: string, args: string[], env: Record<string, string>): OwnServer {
  const log: string[] = [];
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return { child, log };
}

/** Stops the process group (SIGTERM) and waits for it, or kills it at once (SIGKILL) as a crash would. */
export async function stopServer(server: OwnServer | undefined, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  const { child } = server ?? {};
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, signal);
  await exited;
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface OwnShop {
  apiUrl: string;
  baseURL: string;
  databasePath: string;
  api: OwnServer;
  web: OwnServer;
  /** Starts the API again on the same database (after a stop or a kill) and waits for it. */
  restartApi(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the API on a fresh database and `next start` against it, and waits for both. `webEnv` adds
 * to the storefront's settings (loopback is not rate-limited unless `RATE_LIMIT_ALLOW` is given).
 */
export async function startOwnShop(name: string, offset: number, webEnv: Record<string, string> = {}): Promise<OwnShop> {
  const apiPort = s.shop.apiPort + offset;
  const webPort = s.shop.webPort + offset;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const baseURL = `http://127.0.0.1:${webPort}`;
  const dataDir = path.join(s.dataRoot, name);
  const databasePath = path.join(dataDir, 'shop.sqlite');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const apiEnv = {
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    TENANT: s.tenant,
    DATABASE_PATH: databasePath,
    IMAGE_DIR: seededImageDir(dataDir),
    STOREFRONT_URL: baseURL,
    AUTH_ISSUER_BASE: apiUrl,
    DEMO: '1',
    PAYMENT_SIMULATOR: 'on',
    LOG_LEVEL: 'warn',
  };
  const shop: OwnShop = {
    apiUrl,
    baseURL,
    databasePath,
    api: launchServer(bin('tsx'), ['customer-api/main.ts'], apiEnv),
    web: { child: undefined as unknown as ChildProcess, log: [] },
    async restartApi() {
      shop.api = launchServer(bin('tsx'), ['customer-api/main.ts'], apiEnv);
      await waitForHttp(`${apiUrl}/health`, 3 * 60_000);
    },
    async close() {
      await stopServer(shop.web);
      await stopServer(shop.api);
    },
  };
  await waitForHttp(`${apiUrl}/health`, 3 * 60_000);
  shop.web = launchServer(bin('next'), ['start', '-p', String(webPort)], {
    CUSTOMER_API_URL: apiUrl,
    TENANT: s.tenant,
    SITE_URL: baseURL,
    AUTH_ISSUER_BASE: apiUrl,
    DEMO: '1',
    RATE_LIMIT_ALLOW: '127.0.0.1,::1,::ffff:127.0.0.1',
    // Next fills X-Forwarded-For from the connection when the test sends none: loopback, allowed above.
    TRUSTED_PROXY_HOPS: '1',
    ...webEnv,
  });
  await waitForHttp(`${baseURL}/robots.txt`, 2 * 60_000);
  return shop;
}
