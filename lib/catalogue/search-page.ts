import 'server-only';
import { cache } from 'react';
import { searchProducts } from '@/lib/api/catalogue';
import { isApiError } from '@/lib/api/errors';
import type { SearchRequest, SearchResponse } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';

/**
 * The results of one search, read once per request: the page and its metadata (which names the
 * category) share it. React's cache keys on the arguments, hence the request as JSON.
 */
const searchOnce = cache(async (requestJson: string, inventoryId: string | null): Promise<SearchResponse> => {
  const request = JSON.parse(requestJson) as SearchRequest;
  try {
    return await searchProducts(request, { inventoryId });
  } catch (e) {
    if (!isApiError(e, 'bad-request')) throw e;
    return { products: [], total: 0, first: request.first ?? 0, after: 0, facets: { categories: [], brands: [] } };
  }
});

export function loadSearchResults(request: SearchRequest, inventoryId: string | null): Promise<SearchResponse> {
  return searchOnce(JSON.stringify(request), inventoryId);
}

/** The name of the one category a search lists (a category landing page), in the shopper's language. */
export function listedCategoryLabel(request: SearchRequest, result: SearchResponse, locale: string): string | null {
  const catTags = (request.tags ?? []).filter((tag) => tag.startsWith('cat/'));
  if (catTags.length !== 1) return null;
  const facet = result.facets.categories.find((f) => f.tag === catTags[0]);
  return facet ? localize(facet.label, locale) : null;
}
