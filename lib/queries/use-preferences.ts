'use client';

import { useMutation } from '@tanstack/react-query';
import { reloadPage } from './reload-page';

export type PreferencesChange = { currency: string } | { inventoryId: string } | { clearInventory: true };

export async function postPreferences(change: PreferencesChange): Promise<{ currency?: string; inventoryId?: string | null }> {
  const res = await fetch('/api/preferences', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(change),
  });
  const body: unknown = await res.json().catch(() => ({}));
  if (!res.ok) {
    const message = typeof body === 'object' && body !== null && 'error' in body ? String(body.error) : `Request failed (${res.status})`;
    throw new Error(message);
  }
  return body as { currency?: string; inventoryId?: string | null };
}

/**
 * Stores a currency or inventory location choice, then reloads the page so the proxy serves the page
 * of the new context. `beforeReload` runs in between (e.g. the cart reacting to a new location).
 */
export function useSetPreferences(beforeReload?: (change: PreferencesChange) => Promise<void> | void) {
  return useMutation({
    mutationFn: postPreferences,
    onSuccess: async (_data, change) => {
      await beforeReload?.(change);
      reloadPage();
    },
  });
}
