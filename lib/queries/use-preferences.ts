'use client';

import { useCallback, useState } from 'react';
import { bff, type PreferencesChange } from '@/lib/bff/client';
import { reloadPage } from './reload-page';

export type { PreferencesChange } from '@/lib/bff/client';

/** What a caller of `mutate` hears back: a failure's callback and, either way, the end. */
interface PreferencesCallbacks {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

/**
 * Stores a currency or inventory location choice, then reloads the page so the proxy serves the page
 * of the new context. `beforeReload` runs in between (e.g. the cart reacting to a new location).
 * A plain call through the BFF client: the header's selectors need no query library in the first load.
 */
export function useSetPreferences(beforeReload?: (change: PreferencesChange) => Promise<void> | void) {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(
    (change: PreferencesChange, callbacks: PreferencesCallbacks = {}) => {
      setPending(true);
      const store = async () => {
        await bff.setPreferences(change);
        await beforeReload?.(change);
        reloadPage();
      };
      store()
        .then(
          () => callbacks.onSuccess?.(),
          (error: unknown) => callbacks.onError?.(error),
        )
        .finally(() => {
          setPending(false);
          callbacks.onSettled?.();
        });
    },
    [beforeReload],
  );
  return { mutate, isPending };
}
