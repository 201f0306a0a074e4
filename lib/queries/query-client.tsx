'use client';

import { isServer, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The shop's defaults: one retry (after a second), no refetch on focus; a page's data is fresh for 30 s. */
function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}

let browserClient: QueryClient | undefined;

/**
 * TanStack Query's Next.js app-router pattern: a new client for every server render (never one shopper's
 * cart in another's), one for the browser's whole visit (kept even if the first render suspends).
 */
function pageQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/** React Query, the one client cache of the shopper's state (cart, session, wish list), for the whole shell. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
