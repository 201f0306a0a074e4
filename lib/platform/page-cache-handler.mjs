// Loaded by `next start` itself (next.config.ts `cacheHandler`), so it is plain JavaScript.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';
import { isStorable } from './storable.mjs';

/** After a failed Redis call, how long this process serves from memory before it tries Redis again. */
const RETRY_AFTER_MS = 5_000;

/**
 * Wraps a cache handler so that a failing or slow store costs one warning, not one per request: after a
 * failure every call throws at once for RETRY_AFTER_MS (the caller then reads the local copy), and the
 * first success after that logs that the store is back.
 * @template {{ name: string }} H
 * @param {H} handler
 * @param {{ warn: (message: string) => void, now?: () => number, timeoutMs?: number }} log
 * @returns {H & { failed: (error: unknown) => void, reconnected: () => void }}
 */
export function withOutageGuard(handler, log) {
  const now = log.now ?? Date.now;
  let downUntil = 0;
  let down = false;
  const failed = (/** @type {unknown} */ error) => {
    downUntil = now() + RETRY_AFTER_MS;
    if (down) return;
    down = true;
    log.warn(
      `[cache] Redis is unavailable (${error instanceof Error ? error.message : String(error)}); pages are served from this process's memory until it answers again.`,
    );
  };
  const succeeded = () => {
    if (!down) return;
    down = false;
    log.warn('[cache] Redis answers again; the shared cache is back in use.');
  };
  /** @type {any} */
  const guarded = { name: handler.name, failed, reconnected: () => (downUntil = 0) };
  for (const method of ['get', 'set', 'revalidateTag', 'delete']) {
    const fn = /** @type {any} */ (handler)[method];
    if (typeof fn !== 'function') continue;
    guarded[method] = async (/** @type {unknown[]} */ ...args) => {
      if (down && now() < downUntil) throw new Error('Redis unavailable');
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      // A command already sent to a Redis that stopped answering is not cancelled by the client: give up on it here.
      const slow = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${log.timeoutMs} ms`)), log.timeoutMs ?? 500);
      });
      try {
        const result = await Promise.race([fn.apply(handler, args), slow]);
        succeeded();
        return result;
      } catch (error) {
        failed(error);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    };
  }
  return guarded;
}

/** @type {Array<{ delete?: (key: string) => Promise<void> }>} */
let handlers = [];
/** @type {ReturnType<typeof createClient> | undefined} */
let redisClient;
/** Bytes of the in-memory copy (next.config `cacheMaxMemorySize`, from PAGE_CACHE_MB). */
let memoryBytes = 128 * 1024 * 1024;

CacheHandler.onCreation(async ({ buildId }) => {
  const local = createLruHandler({ maxItemSizeBytes: memoryBytes, maxItemsNumber: 10_000 });
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
    handlers = [local];
    return { handlers };
  }
  const timeoutMs = Number(process.env.REDIS_TIMEOUT_MS) || 500;
  const client = createClient({
    url: process.env.REDIS_URL,
    // A call while disconnected fails at once (the local copy answers) instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
  });
  const redis = withOutageGuard(
    // Each build its own keys: while a release rolls out, a process never serves a page another build rendered
    // (naming chunks it does not have), and the new build starts without the old one's pages.
    createRedisHandler({ client: /** @type {any} */ (client), keyPrefix: sharedKeyPrefix(buildId), timeoutMs }),
    { warn: (message) => console.warn(message), timeoutMs },
  );
  // node-redis reports every failed reconnect as an event: the guard turns them into one warning.
  client.on('error', (error) => redis.failed(error));
  // A new connection is tried at once, not after the pause that follows a failure.
  client.on('ready', () => redis.reconnected());
  // The first pages wait a moment for the connection; a Redis that is down costs one warning, not the start.
  const connected = client.connect().then(
    () => true,
    (error) => redis.failed(error),
  );
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  redisClient = client;
  handlers = [redis, local];
  return { handlers };
});

/**
 * The Redis key prefix of this build's pages: REDIS_KEY_PREFIX (several shops may share one Redis), then the
 * build id Next wrote at build time.
 * @param {string | undefined} buildId
 */
function sharedKeyPrefix(buildId) {
  return `${process.env.REDIS_KEY_PREFIX ?? 'storefront'}:${buildId ?? 'unbuilt'}:`;
}

/** Closes this process's Redis connection (tests; a process that ends closes it anyway). */
export async function closeSharedCache() {
  const client = redisClient;
  redisClient = undefined;
  client?.destroy();
}

/**
 * The page and data cache (lib/platform/README.md): one process (no REDIS_URL) keeps it in a bounded
 * in-memory LRU; several (REDIS_URL) share one Redis, with that LRU answering while Redis is down or slow.
 * Either way it stores only 200 answers (see docs/caching.md), and an address that now answers 404
 * loses its stored page.
 */
export default class PageCacheHandler extends CacheHandler {
  /** @param {{ maxMemoryCacheSize?: number }} ctx */
  constructor(ctx) {
    super(/** @type {any} */ (ctx));
    if (ctx?.maxMemoryCacheSize) memoryBytes = ctx.maxMemoryCacheSize;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    if (isStorable(data)) return super.set(key, data, ctx);
    await Promise.allSettled(handlers.map((handler) => handler.delete?.(key)));
  }
}
