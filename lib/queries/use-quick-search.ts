'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuickSearchResult } from '@/lib/layout/quick-search-item';
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

export async function fetchQuickSearch(query: string, ctx: QuickSearchContext, signal?: AbortSignal): Promise<QuickSearchResult> {
  const params = new URLSearchParams({ query, locale: ctx.locale });
  if (ctx.currency) params.set('currency', ctx.currency);
  const res = await fetch(`/api/quick-search?${params.toString()}`, { signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Quick search failed (${res.status})`);
  return (await res.json()) as QuickSearchResult;
}

/** The quick-search dropdown's results for what the shopper typed, 300 ms after they stop typing. */
export function useQuickSearch(input: string, ctx: QuickSearchContext) {
  const query = useDebouncedValue(input.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const result = useQuery({
    queryKey: ['quick-search', ctx.locale, ctx.currency ?? null, ctx.inventoryId, query],
    queryFn: ({ signal }) => fetchQuickSearch(query, ctx, signal),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return { ...result, query, settled: query === input.trim() };
}
