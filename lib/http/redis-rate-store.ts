import 'server-only';
import { createClient } from 'redis';
import { MemoryRateStore, type RateStore } from './rate-limiter';

/** After a failed Redis call, how long counters stay in this process before Redis is tried again. */
const RETRY_AFTER_MS = 5_000;

/**
 * Counters in Redis, so every storefront process counts the same attempts. While Redis is down or slow
 * the counters of this process stand in (one warning, not one per request).
 */
export class RedisRateStore implements RateStore {
  private readonly local = new MemoryRateStore();
  private readonly client: ReturnType<typeof createClient>;
  /** Settles once the first connection is made or has failed. */
  private readonly connected: Promise<void>;
  private downUntil = 0;
  private warned = false;

  constructor(url: string, private readonly prefix: string, private readonly timeoutMs: number) {
    this.client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) } });
    this.client.on('error', (error: unknown) => this.failed(error));
    this.client.on('ready', () => {
      this.downUntil = 0;
      this.warned = false;
    });
    this.connected = this.client.connect().then(
      () => undefined,
      (error: unknown) => this.failed(error),
    );
  }

  hit(key: string, windowMs: number) {
    return this.guarded(
      async () => {
        const full = this.prefix + key;
        const [count, ttl] = (await this.client
          .multi()
          .incr(full)
          .pExpire(full, windowMs, 'NX')
          .pTTL(full)
          .exec()) as unknown as [number, number, number];
        return { count: Number(count), resetInMs: Number(ttl) > 0 ? Number(ttl) : windowMs };
      },
      () => this.local.hit(key, windowMs),
    );
  }

  claim(key: string, ttlMs: number) {
    return this.guarded(
      async () => (await this.client.set(this.prefix + key, '1', { PX: ttlMs, NX: true })) === 'OK',
      () => this.local.claim(key, ttlMs),
    );
  }

  /** Ends the connection (tests; a process that ends closes it anyway). */
  close(): void {
    this.client.destroy();
  }

  private async guarded<T>(remote: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (Date.now() < this.downUntil) return local();
    let timer: NodeJS.Timeout | undefined;
    const slow = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      // The first calls of a process wait for its first connection (within the same time limit).
      if (!this.client.isReady) await Promise.race([this.connected, slow]);
      if (!this.client.isReady) return await local();
      return await Promise.race([remote(), slow]);
    } catch (error) {
      this.failed(error);
      return local();
    } finally {
      clearTimeout(timer);
    }
  }

  private failed(error: unknown) {
    this.downUntil = Date.now() + RETRY_AFTER_MS;
    if (this.warned) return;
    this.warned = true;
    console.warn(`[rate-limit] Redis is unavailable (${error instanceof Error ? error.message : String(error)}); counting in this process until it answers again.`);
  }
}
