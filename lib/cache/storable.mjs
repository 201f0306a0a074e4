// Shared by both page cache handlers, which `next start` loads as they are: plain JavaScript.
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
