// Loaded by `next start` itself (next.config.ts `cacheHandler`), so it is plain JavaScript.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import SharedCacheHandler from './shared-cache-handler.mjs';
import { isStorable } from './storable.mjs';

export { isStorable };

/** Next's own handler (next 16.4, pinned): its memory LRU, tag staleness and build-time pages are kept as they are. */
// Under `next start` the module may arrive already unwrapped (its __esModule default), under Node as module.exports.
const FileSystemCache = typeof fileSystemCache === 'function' ? fileSystemCache : fileSystemCache?.default;
if (typeof FileSystemCache !== 'function') {
  throw new Error('page-cache-handler: next/dist/server/lib/incremental-cache/file-system-cache.js moved; check it after upgrading Next.');
}

/**
 * Next's file-system cache, minus the answers that must not be stored. An address whose page now
 * answers 404 (a product taken down) loses its stored page too, instead of serving it stale forever.
 */
class PageCacheHandler extends FileSystemCache {
  /**
   * @param {string} key
   * @param {{ kind?: string, status?: number } | null} data
   * @param {unknown} ctx
   */
  async set(key, data, ctx) {
    if (isStorable(data)) return super.set(key, data, ctx);
    FileSystemCache.memoryCache?.remove(key);
  }
}

/**
 * One process (no REDIS_URL): Next's own cache in this process's memory. Several processes (REDIS_URL):
 * one cache in Redis shared by all of them, with a bounded local copy for when Redis is away.
 */
export default process.env.REDIS_URL ? SharedCacheHandler : PageCacheHandler;
