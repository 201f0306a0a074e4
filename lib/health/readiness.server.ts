import 'server-only';
import { createClient } from 'redis';
import { apiBase, config } from '@/lib/config';

/** A readiness probe waits this long for each dependency: a load balancer's probe is short. */
const PROBE_TIMEOUT_MS = 2_000;

export interface Readiness {
  ready: boolean;
  checks: { customerApi: boolean; redis?: boolean };
}

/**
 * The customer API answers: its schema read, or its maintenance answer (503 E2003), which the shop
 * shows as its maintenance screen — a shop in maintenance is still ready to serve that.
 */
async function customerApiAnswers(): Promise<boolean> {
  try {
    const res = await fetch(`${apiBase()}/schema/get`, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (res.ok) return true;
    const body: unknown = await res.json().catch(() => null);
    return res.status === 503 && typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'E2003';
  } catch {
    return false;
  }
}

let redisClient: ReturnType<typeof createClient> | undefined;

/** One connection for the probe, kept between probes; a PING answered within the timeout. */
async function redisAnswers(url: string): Promise<boolean> {
  redisClient ??= createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: PROBE_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
  });
  const client = redisClient;
  // Errors surface as a failed PING; without a listener the client would throw them at the process.
  if (client.listenerCount('error') === 0) client.on('error', () => {});
  try {
    if (!client.isOpen) await client.connect();
    const pong = await Promise.race([
      client.ping(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS).unref()),
    ]);
    return pong === 'PONG';
  } catch {
    return false;
  }
}

/**
 * Whether this process can serve shoppers: the customer API answers. Redis (when REDIS_URL is set) is
 * reported but does not decide: without it each process serves from its own memory (docs/caching.md), so
 * a Redis outage must not take every process out of the balancer at once.
 */
export async function readiness(): Promise<Readiness> {
  const { REDIS_URL } = config();
  const [customerApi, redis] = await Promise.all([customerApiAnswers(), REDIS_URL ? redisAnswers(REDIS_URL) : Promise.resolve(undefined)]);
  return { ready: customerApi, checks: redis === undefined ? { customerApi } : { customerApi, redis } };
}

/** Ends the probe's Redis connection (tests). */
export function closeReadinessProbe(): void {
  redisClient?.destroy();
  redisClient = undefined;
}
