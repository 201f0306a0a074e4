import { z } from 'zod';
import { SORT_OPTIONS, numericRange, searchTag, type SearchRequest } from '@/lib/api/schemas';
import { MAX_RANGES, RANGE_NAME } from '@/lib/api/search-options';
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

// Each field is parsed on its own and a bad value is dropped (`catch`), so junk never throws.
const scalarFields = z.object({
  after: z.coerce.number().int().min(0).max(MAX_AFTER).optional().catch(undefined),
  first: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().catch(undefined),
  query: z
    .string()
    .transform((q) => q.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH).trim())
    .optional()
    .catch(undefined),
  related: z.string().trim().min(1).max(120).regex(/^[A-Za-z0-9_.:-]+$/).optional().catch(undefined),
  sortBy: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.enum(SORT_OPTIONS))
    .optional()
    .catch(undefined),
});

/** 'r_price=1000,5000' → [1000, 5000]; '1000' → [1000]; ',5000' → [0, 5000]; anything else → undefined. */
export function parseRange(raw: string | null | undefined): number[] | undefined {
  if (raw === null || raw === undefined) return undefined;
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length < 1 || parts.length > 2 || parts.every((p) => p === '')) return undefined;
  if (parts.length === 2 && parts[1] === '') parts.pop();
  const numbers = parts.map((p, i) => (p === '' && i === 0 ? 0 : /^\d+(\.\d+)?$/.test(p) ? Number(p) : Number.NaN));
  const parsed = numericRange.safeParse(numbers);
  return parsed.success ? parsed.data : undefined;
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
  const scalars = scalarFields.parse({
    after: params.get('after') ?? undefined,
    first: params.get('first') ?? undefined,
    query: params.get('query') ?? undefined,
    related: params.get('related') ?? undefined,
    sortBy: params.get('sortBy') ?? undefined,
  });
  const tags = [...new Set(params.getAll('tags').map((t) => t.trim()))]
    .filter((t) => searchTag.safeParse(t).success)
    .slice(0, MAX_TAGS);
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

