'use client';

import { useMutation } from '@tanstack/react-query';
import { bff, type PreferencesChange } from '@/lib/bff/client';
import { reloadPage } from './reload-page';

export type { PreferencesChange } from '@/lib/bff/client';

/**
 * Stores a currency or inventory location choice, then reloads the page so the proxy serves the page
 * of the new context. `beforeReload` runs in between (e.g. the cart reacting to a new location).
 */
export function useSetPreferences(beforeReload?: (change: PreferencesChange) => Promise<void> | void) {
  return useMutation({
    mutationFn: bff.setPreferences,
    onSuccess: async (_data, change) => {
      await beforeReload?.(change);
      reloadPage();
    },
  });
}
