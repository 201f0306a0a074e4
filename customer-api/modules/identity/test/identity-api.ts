import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { loadSeed } from '../../../seed/load-seed';
import { openDatabase, type Db } from '../../../core/database';
import { fixtureSeed } from '../../../test/fixture';
import { seedDemoCustomers } from '../seed';
import type { IdentityOptions } from '..';

export const TENANT = 'demo';
export const STOREFRONT = 'http://shop.test:3000';
export const CALLBACK = `${STOREFRONT}/api/auth/callback/keycloak`;
export const CLIENT_SECRET = 'test-client-secret-0123456789';

/** The real time moved by an offset, so account rules (locks, link expiry) can be seen later on. */
export class OffsetClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
  }
}

export interface IdentityApiOptions {
  accessTokenTtl?: number;
  ipMaxFailures?: number;
  failureDelayBaseMs?: number;
  trustedProxyHops?: number;
  /** Storefront origins besides STOREFRONT that sign-in may return to (`AUTH_EXTRA_ORIGINS`). */
  extraOrigins?: string[];
}

export interface IdentityApi {
  origin: string;
  /** `{origin}/demo/customer-api/v2` */
  api: string;
  /** `{origin}/realms/demo` */
  issuer: string;
  db: Db;
  clock: OffsetClock;
  outboxDir: string;
  /** Log lines of sent mails. */
  mailLog: string[];
  /** Stops the server and starts it again on the same port and database file (as after a restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The real server with its identity provider over a temporary SQLite file (contract fixture plus
 * the demo customers), on a fixed port so the issuer URL is known before it listens.
 */
export async function startIdentityApi(options: IdentityApiOptions = {}): Promise<IdentityApi> {
  const dir = mkdtempSync(join(tmpdir(), 'customer-api-identity-'));
  const dbPath = join(dir, 'api.sqlite');
  const outboxDir = join(dir, 'outbox');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const clock = new OffsetClock();
  const mailLog: string[] = [];

  let db = openDatabase(dbPath);
  loadSeed(db, fixtureSeed());
  await seedDemoCustomers(db);

  const identity: IdentityOptions = {
    issuerBase: origin,
    realm: 'demo',
    clientSecret: CLIENT_SECRET,
    storefrontUrl: STOREFRONT,
    extraOrigins: options.extraOrigins ?? [],
    callbackPath: '/api/auth/callback/keycloak',
    accessTokenTtl: options.accessTokenTtl ?? 300,
    refreshTokenTtl: 3600,
    ipMaxFailures: options.ipMaxFailures ?? 1000,
    trustedProxyHops: options.trustedProxyHops ?? 0,
    outboxDir,
    failureDelayBaseMs: options.failureDelayBaseMs ?? 0,
    log: (line) => mailLog.push(line),
    now: clock.now,
  };

  const listen = async (): Promise<FastifyInstance> => {
    const app = buildApp({
      db,
      tenant: TENANT,
      imageDir: join(dir, 'images'),
      commerce: { uploadDir: join(dir, 'uploads'), storefrontUrl: STOREFRONT, paymentSimulator: true },
      identity,
    });
    await app.listen({ port, host: '127.0.0.1' });
    return app;
  };
  let app = await listen();

  const api: IdentityApi = {
    origin,
    api: `${origin}/${TENANT}/customer-api/v2`,
    issuer: `${origin}/realms/demo`,
    get db() {
      return db;
    },
    clock,
    outboxDir,
    mailLog,
    async restart() {
      await app.close();
      // Lets fetch's connection pool see the old server's sockets close before the next request.
      await new Promise((resolve) => setTimeout(resolve, 100));
      db.close();
      db = openDatabase(dbPath);
      app = await listen();
    },
    async close() {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return api;
}

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  /** The first http(s) link of the body. */
  link: string;
}

/** Mails written to the outbox for an address, oldest first. */
export function mailsTo(outboxDir: string, address: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  const written = (f: string) => statSync(join(outboxDir, f), { bigint: true }).mtimeNs;
  return files
    .sort((a, b) => (written(a) < written(b) ? -1 : written(a) > written(b) ? 1 : a.localeCompare(b)))
    .map((f) => readFileSync(join(outboxDir, f), 'utf8'))
    .map((text) => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1]?.trim() ?? '';
      const body = rest.join('\r\n\r\n');
      return { to: header('To'), subject: header('Subject'), body, link: /https?:\/\/\S+/.exec(body)?.[0] ?? '' };
    })
    .filter((m) => m.to === address);
}
