'use client';

import { useQuery } from '@tanstack/react-query';

export interface ShopperSession {
  name: string | null;
}

/** The signed-in shopper from the storefront's session route; null for a guest. */
export async function fetchShopperSession(signal?: AbortSignal): Promise<ShopperSession | null> {
  const res = await fetch('/api/session', { signal, headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!res.ok) return null;
  const body: unknown = await res.json().catch(() => null);
  if (typeof body !== 'object' || body === null || !('signedIn' in body) || body.signedIn !== true) return null;
  const name = 'name' in body && typeof body.name === 'string' ? body.name : null;
  return { name };
}

export const SESSION_KEY = ['shopper-session'] as const;

export function useShopperSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: ({ signal }) => fetchShopperSession(signal), staleTime: 5 * 60_000 });
}
