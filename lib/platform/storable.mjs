// Shared by both page cache handlers, which `next start` loads as they are: plain JavaScript.
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);
/**
 * Written by a page that must not be kept although it answers 200: a search that finds nothing
 * (components/search/search-results.tsx). Text a shopper or merchant wrote cannot forge it: React
 * escapes its quotes in the HTML and in the page's data.
 */
const NO_STORE_MARK = 'data-page-cache="no-store"';

/**
 * Whether a rendered answer may be stored: a page or route response only when it is a 200, never a 404
 * or a redirect. Unknown ids and other-spelled addresses are endless; storing their answers would let
 * anyone fill the cache (see docs/caching.md).
 * A 200 page marked as not to be kept (a search with no results) is not stored either.
 * @param {{ kind?: string, status?: number, html?: unknown } | null | undefined} data
 */
export function isStorable(data) {
  if (!data) return true;
  if (data.kind === 'REDIRECT') return false;
  if (!RESPONSE_KINDS.has(data.kind ?? '')) return true;
  if (data.status !== undefined && data.status !== 200) return false;
  return !(data.kind === 'APP_PAGE' && typeof data.html === 'string' && data.html.includes(NO_STORE_MARK));
}
