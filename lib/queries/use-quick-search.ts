'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bff } from '@/lib/bff/client';
import { queryKeys } from './keys';

export interface QuickSearchContext {
  locale: string;
  /** Currency code the prices are shown in; omitted when prices are hidden. */
  currency?: string;
  /** Part of the cache key only: the server reads the location from its cookie. */
  inventoryId: string | null;
}

/**
 * The quick-search dropdown's results for a query (the search field's words once typing has stopped:
 * components/layout/search-bar.tsx). Used by the dropdown's own code only, which loads on first use.
 */
export function useQuickSearch(query: string, ctx: QuickSearchContext) {
  return useQuery({
    queryKey: queryKeys.quickSearch(ctx.locale, ctx.currency ?? null, ctx.inventoryId, query),
    queryFn: ({ signal }) => bff.quickSearch(query, ctx, signal),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
