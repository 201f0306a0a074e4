'use client';

import { useQuery } from '@tanstack/react-query';

export interface ShopperSession {
  name: string | null;
}

/**
 * Who is signed in, from the sign-in session endpoint (next-auth's `/api/auth/session`, which answers
 * `{}` for guests). Null for guests, and while sign-in is not set up (the endpoint then 404s).
 */
export async function fetchShopperSession(signal?: AbortSignal): Promise<ShopperSession | null> {
  const res = await fetch('/api/auth/session', { signal, headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!res.ok) return null;
  const body: unknown = await res.json().catch(() => null);
  if (typeof body !== 'object' || body === null || !('user' in body)) return null;
  const user = body.user;
  if (typeof user !== 'object' || user === null) return null;
  const name = 'name' in user && typeof user.name === 'string' ? user.name : null;
  return { name };
}

export const SESSION_KEY = ['shopper-session'] as const;

export function useShopperSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: ({ signal }) => fetchShopperSession(signal), staleTime: 5 * 60_000 });
}
