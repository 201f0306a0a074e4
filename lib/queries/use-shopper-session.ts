'use client';

import { useQuery } from '@tanstack/react-query';
import { bff } from '@/lib/bff/client';
import { queryKeys } from './keys';

/** Who the header greets, from the storefront's session route (`state: 'unavailable'` is not signed out). */
export function useShopperSession({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.session, queryFn: ({ signal }) => bff.session(signal), staleTime: 5 * 60_000, enabled });
}
