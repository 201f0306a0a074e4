import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type AppOptions } from '../app';
import { loadSeed } from '../seed/load-seed';
import { openDatabase, type Db } from '../core/database';
import { LOG_LEVELS, type LogOptions } from '../core/logging';
import { SettingsRepository } from '../core/settings-repository';
import { fixtureSeed, writeFixtureImages } from './fixture';

export const TENANT = 'demo';

/** Test servers are silent unless LOG_LEVEL asks, e.g. `LOG_LEVEL=debug npx jest customer-api/test/cart`. */
export function testLog(): LogOptions {
  const level = LOG_LEVELS.find((l) => l === process.env.LOG_LEVEL);
  return { level: level ?? 'silent' };
}

export interface TestApi {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** `{origin}/demo/customer-api/v2` */
  api: string;
  db: Db;
  imageDir: string;
  setMaintenance(on: boolean): void;
  close(): Promise<void>;
}

/**
 * The real server over a temporary SQLite file loaded with the fixture, listening on a free port;
 * `options` may give it a bearer check (`commerce.verifyBearer`) or a log to read.
 */
export async function startTestApi(options: Pick<AppOptions, 'commerce' | 'log'> = {}): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'customer-api-test-'));
  const imageDir = join(dir, 'images');
  const db = openDatabase(join(dir, 'api.sqlite'));
  loadSeed(db, fixtureSeed());
  await writeFixtureImages(imageDir);
  const app = buildApp({
    db,
    tenant: TENANT,
    imageDir,
    commerce: { paymentSimulator: true, ...options.commerce },
    log: options.log ?? testLog(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const settings = new SettingsRepository(db);
  return {
    origin,
    api: `${origin}/${TENANT}/customer-api/v2`,
    db,
    imageDir,
    setMaintenance: (on) => settings.setMaintenance(on),
    close: async () => {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface JsonAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** fetch + JSON body (undefined when the body is not JSON). */
export async function call(url: string, init: RequestInit = {}): Promise<JsonAnswer> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body, headers: res.headers };
}

/** POST a JSON body. */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  return call(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}
