'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bff } from '@/lib/bff/client';
import { queryKeys } from './keys';
import { useDebouncedValue } from './use-debounced-value';

/** spec §9: the search input is debounced by 300 ms. */
export const QUICK_SEARCH_DEBOUNCE_MS = 300;

export interface QuickSearchContext {
  locale: string;
  /** Currency code the prices are shown in; omitted when prices are hidden. */
  currency?: string;
  /** Part of the cache key only: the server reads the location from its cookie. */
  inventoryId: string | null;
}

/** The quick-search dropdown's results for what the shopper typed, 300 ms after they stop typing. */
export function useQuickSearch(input: string, ctx: QuickSearchContext) {
  const query = useDebouncedValue(input.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const result = useQuery({
    queryKey: queryKeys.quickSearch(ctx.locale, ctx.currency ?? null, ctx.inventoryId, query),
    queryFn: ({ signal }) => bff.quickSearch(query, ctx, signal),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return { ...result, query, settled: query === input.trim() };
}
