// Loaded by `next start` itself (next.config.ts `cacheHandler`), so it is plain JavaScript.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** Next's own handler (next 16.4, pinned): its memory LRU, tag staleness and build-time pages are kept as they are. */
// Under `next start` the module may arrive already unwrapped (its __esModule default), under Node as module.exports.
const FileSystemCache = typeof fileSystemCache === 'function' ? fileSystemCache : fileSystemCache?.default;
if (typeof FileSystemCache !== 'function') {
  throw new Error('page-cache-handler: next/dist/server/lib/incremental-cache/file-system-cache.js moved; check it after upgrading Next.');
}

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/**
 * Whether a rendered answer may be stored: a page or route response only when it is a 200, never a 404
 * or a redirect. Unknown ids and other-spelled addresses are endless; storing their answers would let
 * anyone fill the cache (see docs/caching.md).
 * @param {{ kind?: string, status?: number } | null | undefined} data
 */
export function isStorable(data) {
  if (!data) return true;
  if (data.kind === 'REDIRECT') return false;
  if (!RESPONSE_KINDS.has(data.kind ?? '')) return true;
  return data.status === undefined || data.status === 200;
}

/**
 * Next's file-system cache, minus the answers that must not be stored. An address whose page now
 * answers 404 (a product taken down) loses its stored page too, instead of serving it stale forever.
 */
export default class PageCacheHandler extends FileSystemCache {
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
