'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { product as productSchema, type Product } from '@/lib/api/schemas';

/** A failed GET /api/product/{id}; 404 means the variant does not exist (or no longer does). */
export class ProductRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ProductRequestError';
    this.status = status;
  }
}

export function productQueryKey(productId: string, varianceKey: string) {
  return ['product', productId, varianceKey] as const;
}

export async function fetchProduct(productId: string, varianceKey: string, signal?: AbortSignal): Promise<Product> {
  const query = varianceKey ? `?${new URLSearchParams({ varianceKey })}` : '';
  const res = await fetch(`/api/product/${encodeURIComponent(productId)}${query}`, {
    signal,
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : 'An error occurred';
    throw new ProductRequestError(res.status, message);
  }
  return productSchema.parse(body);
}

/**
 * One variant of a product at the shopper's location, through the BFF. `initial` (the variant a
 * card already holds) shows at once; while another variant loads the previous one stays on screen.
 */
export function useProduct(productId: string, varianceKey: string, initial?: Product) {
  return useQuery({
    queryKey: productQueryKey(productId, varianceKey),
    queryFn: ({ signal }) => fetchProduct(productId, varianceKey, signal),
    initialData: initial && initial.id === productId && initial.varianceKey === varianceKey ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ProductRequestError && error.status < 500) && count < 1,
  });
}
