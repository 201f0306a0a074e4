import type { SearchRequest } from '@/lib/api/schemas';

// spec §9: search page size 12 unless generalSettings.searchPageProductSize says otherwise
export const DEFAULT_SEARCH_PAGE_SIZE = 12;

export interface SearchSerialiseOptions {
  /** `first` is left out of the URL when it equals the page size. */
  pageSize?: number;
}

/** A search request back into /search query parameters, in a stable order, defaults left out. */
export function searchParamsOf(request: SearchRequest, options: SearchSerialiseOptions = {}): URLSearchParams {
  const params = new URLSearchParams();
  const query = request.query?.trim();
  if (query) params.set('query', query);
  for (const tag of request.tags ?? []) params.append('tags', tag);
  for (const [name, range] of Object.entries(request.ranges ?? {})) {
    if (range && range.length > 0) params.set(`r_${name}`, range.join(','));
  }
  if (request.sortBy) params.set('sortBy', request.sortBy);
  if (request.related) params.set('related', request.related);
  const pageSize = options.pageSize ?? DEFAULT_SEARCH_PAGE_SIZE;
  if (request.first !== undefined && request.first !== pageSize) params.set('first', String(request.first));
  if (request.after) params.set('after', String(request.after));
  return params;
}
