'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { bff, type ShopperSession } from '@/lib/bff/client';
import { queryKeys } from './keys';

/** Who the header greets: read once per page (signing in and out navigate to a new page). */
export const shopperSessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: ({ signal }) => bff.session(signal),
  staleTime: Infinity,
});

/**
 * Who the header greets, from the storefront's session route (`state: 'unavailable'` is not signed out).
 * `enabled: false` asks nothing.
 */
export function useShopperSession({ enabled = true }: { enabled?: boolean } = {}) {
  const { data } = useQuery({ ...shopperSessionQuery, enabled });
  return { data: enabled ? data : undefined };
}

/** Seeds the session a private page read on the server (TanStack's `initialData`): the header then asks for none. */
export function ShopperSessionSeed({ session }: { session: ShopperSession }) {
  useQuery({ ...shopperSessionQuery, initialData: session });
  return null;
}
