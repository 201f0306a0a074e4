'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product } from '@/lib/api/schemas';
import { bff, BffError } from '@/lib/bff/client';
import { queryKeys } from './keys';

/**
 * One variant of a product at the shopper's location, through the BFF. `initial` (the variant a
 * card already holds) shows at once; while another variant loads the previous one stays on screen.
 * A 404 means the variant does not exist (or no longer does): asking again will not help.
 */
export function useProduct(productId: string, varianceKey: string, initial?: Product) {
  return useQuery({
    queryKey: queryKeys.product(productId, varianceKey),
    queryFn: ({ signal }) => bff.product(productId, varianceKey, signal),
    initialData: initial && initial.id === productId && initial.varianceKey === varianceKey ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof BffError && !error.retryable) && count < 1,
  });
}
