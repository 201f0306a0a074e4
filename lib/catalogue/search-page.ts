import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { searchProducts } from '@/lib/api/catalogue';
import { cacheTags } from '@/lib/cache/manifest';
import { config } from '@/lib/config';
import { isApiError } from '@/lib/api/errors';
import type { SearchRequest, SearchResponse } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';

async function search(requestJson: string, inventoryId: string | null): Promise<SearchResponse> {
  const request = JSON.parse(requestJson) as SearchRequest;
  try {
    return await searchProducts(request, { inventoryId });
  } catch (e) {
    if (!isApiError(e, 'bad-request')) throw e;
    return { products: [], total: 0, first: request.first ?? 0, after: 0, facets: { categories: [], brands: [] } };
  }
}

/**
 * The search page renders per request (`force-dynamic`, it depends on the query), so its answers are
 * kept in Next's data cache between requests: one entry per search (query, filters, page, currency)
 * and location, for the catalogue window, tagged so the revalidate webhook clears them (the schema's
 * tag too: it decides whether prices show). Languages
 * share an entry: the answer carries every language's texts.
 */
const searchCached = (requestJson: string, inventoryId: string | null) =>
  unstable_cache(search, ['search-page'], { tags: [cacheTags.search, cacheTags.products, cacheTags.schema], revalidate: config().CATALOGUE_REVALIDATE_SECONDS })(requestJson, inventoryId);

/**
 * The results of one search, read once per request: the page and its metadata (which names the
 * category) share it. React's cache keys on the arguments, hence the request as JSON.
 */
const searchOnce = cache(searchCached);

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
