import { parseSearchParams } from './params';
import { searchParamsOf } from './search-query';

/** The segment of a search with no parameter at all (`/search`). */
const NONE = '_';
/** base64url, and nothing else: a router that decodes escapes leaves such a segment as it is. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The search a URL asks for, as parameters in one canonical form: what `parseSearchParams` keeps (junk
 * and unknown parameters dropped, values trimmed and capped) in `searchParamsOf`'s order. `first` stays
 * only when the URL gives a valid one, so the form does not depend on the merchant's page size.
 */
function canonicalSearch(params: URLSearchParams): URLSearchParams {
  // Page size 0 is never a valid `first`: it only marks "none given", which serialises to nothing.
  return searchParamsOf(parseSearchParams(params, { pageSize: 0 }), { pageSize: 0 });
}

/**
 * spec §2 /search keeps its state in the query string; the proxy folds it into one path segment so each
 * search is its own static page (`app/[ctx]/search/[search]`): equal searches written differently
 * (parameter order, spacing, tracking parameters, junk values) share one segment, and so one cached page.
 * The segment is bounded by the parser's caps (query 200 characters, 20 tags, 5 ranges): a few KB at most.
 */
export function encodeSearchSegment(params: URLSearchParams): string {
  const canonical = canonicalSearch(params).toString();
  return canonical === '' ? NONE : Buffer.from(canonical, 'utf8').toString('base64url');
}

/** The search parameters of a segment; null when it is not one the proxy could have written. */
export function decodeSearchSegment(segment: string): URLSearchParams | null {
  if (segment === NONE) return new URLSearchParams();
  if (!BASE64URL.test(segment)) return null;
  const params = new URLSearchParams(Buffer.from(segment, 'base64url').toString('utf8'));
  // Anything but the canonical spelling of its own search is another address for it: not a page.
  return encodeSearchSegment(params) === segment ? params : null;
}
