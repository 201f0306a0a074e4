import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { signBody } from '../../lib/cache/revalidate-request';
import { testServers } from './test-servers';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');

/**
 * Switches an access mode of the second test shop (the maintenance pair, so flows of the main shop
 * are not affected) with the CLI a merchant's demo uses (`npm run shop-mode -- <mode> on|off`), then
 * tells its storefront the site schema changed with the signed webhook a back office sends: the next
 * page and call of that storefront see the switch.
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
  await announceChange({ kind: 'schema' });
}

/**
 * Tells the second shop's storefront what changed in its API's data, with the signed revalidate webhook
 * a merchant's back office sends: its next page and call read the new data.
 */
export async function announceChange(...changes: Change[]): Promise<void> {
  await announceTo({ baseURL: testServers.maintenance.baseURL, secret: testServers.revalidateSecret }, ...changes);
}

type Change = { kind: 'schema' | 'product' | 'page'; id?: string };

/** The signed revalidate webhook of a back office, sent to the storefront at `baseURL` (its REVALIDATE_SECRET). */
export async function announceTo(storefront: { baseURL: string; secret: string }, ...changes: Change[]): Promise<void> {
  for (const change of changes) {
    const body = JSON.stringify({ ...change, event: randomUUID() });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answer = await fetch(`${storefront.baseURL}/api/revalidate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': signBody(storefront.secret, body, timestamp),
        'x-signature-timestamp': timestamp,
      },
      body,
    });
    if (answer.status !== 200)
      throw new Error(`the revalidate webhook of ${storefront.baseURL} answered ${answer.status}: ${await answer.text()}`);
  }
}
