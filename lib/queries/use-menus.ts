'use client';

import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { bff } from '@/lib/bff/client';
import { queryKeys } from './keys';

export interface MenuContext {
  locale: string;
  currency: string;
  /** Part of the cache key only: the server reads the location from its cookie. */
  inventoryId: string | null;
}

/** The header's menus: kept as long as the page's own data would be (a minute), one fetch for every menu. */
export function menusQuery(ctx: MenuContext) {
  return queryOptions({
    queryKey: queryKeys.menus(ctx.locale, ctx.currency, ctx.inventoryId),
    queryFn: ({ signal }) => bff.menus(ctx, signal),
    staleTime: 60_000,
  });
}

/** Starts loading the menus (with the menu code), so they are often there by the time a menu opens. */
export function prefetchMenus(client: QueryClient, ctx: MenuContext): void {
  void client.prefetchQuery(menusQuery(ctx));
}

/** The menus of the shopper's language, currency and location; asked again on the next opening after a failure. */
export function useMenus(currency: string, inventoryId: string | null) {
  const locale = useLocale();
  return useQuery(menusQuery({ locale, currency, inventoryId }));
}
