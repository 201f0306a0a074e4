import type { Facet, LocalizedText, SearchRequest } from '@/lib/api/schemas';

export type ActiveFilter =
  | { kind: 'tag'; tag: string; label: LocalizedText; remove: SearchRequest }
  | { kind: 'range'; name: string; range: number[]; remove: SearchRequest };

/**
 * The filters a search applies, in the URL's order (category and brand tags, then every `r_{name}`
 * range), each with the search that is left once it is removed (back on the first page).
 * Labels come from the answer's facets; a tag the answer has no facet for shows its own name.
 */
export function activeFilters(request: SearchRequest, facets: Facet[]): ActiveFilter[] {
  const base: SearchRequest = { ...request, after: 0 };
  const tags = request.tags ?? [];
  const ranges = Object.entries(request.ranges ?? {}).filter(([, range]) => range && range.length > 0);
  return [
    ...tags.map((tag): ActiveFilter => ({
      kind: 'tag',
      tag,
      label: facets.find((f) => f.tag === tag)?.label ?? { en: tag.slice(tag.indexOf('/') + 1) },
      remove: { ...base, tags: tags.filter((t) => t !== tag) },
    })),
    ...ranges.map(([name, range]): ActiveFilter => {
      const rest = { ...request.ranges };
      delete rest[name];
      return { kind: 'range', name, range, remove: { ...base, ranges: rest } };
    }),
  ];
}

/** The search with every filter removed: the query, sort and page size stay. */
export function withoutFilters(request: SearchRequest): SearchRequest {
  return { ...request, after: 0, tags: [], ranges: {} };
}
