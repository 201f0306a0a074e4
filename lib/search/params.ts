import type { SearchRequest } from '@/lib/api/schemas';
import { isNumericRange, isSearchTag, MAX_RANGES, RANGE_NAME, SORT_OPTIONS } from '@/lib/api/search-options';
import { DEFAULT_SEARCH_PAGE_SIZE } from './search-query';

const MAX_PAGE_SIZE = 100;
const MAX_AFTER = 1_000_000;
const MAX_TAGS = 20;
const MAX_QUERY_LENGTH = 200;

export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

export function searchPageSize(settings: { searchPageProductSize?: number | null } | null | undefined): number {
  const size = settings?.searchPageProductSize;
  return typeof size === 'number' && Number.isInteger(size) && size >= 1 && size <= MAX_PAGE_SIZE ? size : DEFAULT_SEARCH_PAGE_SIZE;
}

function toSearchParams(input: QueryInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, v);
  }
  return params;
}

// Each field is read on its own and a bad value is dropped, so junk never throws. No zod here: the
// search page's filters read their URL in the browser; the search request is checked by its schema
// where it crosses the API boundary.
const RELATED = /^[A-Za-z0-9_.:-]+$/;

function integerIn(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null) return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

function queryText(raw: string | null): string | undefined {
  return raw?.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH).trim();
}

function relatedId(raw: string | null): string | undefined {
  const id = raw?.trim();
  return id && id.length <= 120 && RELATED.test(id) ? id : undefined;
}

function sortOption(raw: string | null): SearchRequest['sortBy'] {
  const sort = raw?.trim().toUpperCase();
  return SORT_OPTIONS.find((option) => option === sort);
}

/** 'r_price=1000,5000' → [1000, 5000]; '1000' → [1000]; ',5000' → [0, 5000]; anything else → undefined. */
export function parseRange(raw: string | null | undefined): number[] | undefined {
  if (raw === null || raw === undefined) return undefined;
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length < 1 || parts.length > 2 || parts.every((p) => p === '')) return undefined;
  if (parts.length === 2 && parts[1] === '') parts.pop();
  const numbers = parts.map((p, i) => (p === '' && i === 0 ? 0 : /^\d+(\.\d+)?$/.test(p) ? Number(p) : Number.NaN));
  return isNumericRange(numbers) ? numbers : undefined;
}

export interface SearchParseOptions {
  /** Page size when the URL gives none (see `searchPageSize`). */
  pageSize?: number;
  /** Currency for price ranges and sorting (the shopper's currency). */
  currency?: string;
}

/** spec §2 /search: the query string into a search request; unknown or bad values are dropped. */
export function parseSearchParams(input: QueryInput, options: SearchParseOptions = {}): SearchRequest {
  const params = toSearchParams(input);
  const scalars = {
    after: integerIn(params.get('after'), 0, MAX_AFTER),
    first: integerIn(params.get('first'), 1, MAX_PAGE_SIZE),
    query: queryText(params.get('query')),
    related: relatedId(params.get('related')),
    sortBy: sortOption(params.get('sortBy')),
  };
  const tags = [...new Set(params.getAll('tags').map((t) => t.trim()))].filter(isSearchTag).slice(0, MAX_TAGS);
  const ranges: Record<string, number[]> = {};
  for (const key of new Set(params.keys())) {
    const name = key.startsWith('r_') ? key.slice(2) : '';
    if (!RANGE_NAME.test(name) || Object.keys(ranges).length >= MAX_RANGES) continue;
    const range = parseRange(params.get(key));
    if (range) ranges[name] = range;
  }

  const request: SearchRequest = {
    first: scalars.first ?? options.pageSize ?? DEFAULT_SEARCH_PAGE_SIZE,
    after: scalars.after ?? 0,
    source: scalars.related ? 'related' : 'search',
    tags,
    ranges,
  };
  if (scalars.query) request.query = scalars.query;
  if (scalars.related) request.related = scalars.related;
  if (scalars.sortBy) request.sortBy = scalars.sortBy;
  if (options.currency && /^[A-Z]{3}$/.test(options.currency)) request.currency = options.currency;
  return request;
}
