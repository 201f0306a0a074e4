'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useFirstViewReader } from '@/lib/bff/first-view-context';

/**
 * Who the header greets, from the storefront's session route (`state: 'unavailable'` is not signed out).
 * Read once per page through the first-view reader, without React Query; `enabled: false` asks nothing.
 */
export function useShopperSession({ enabled = true }: { enabled?: boolean } = {}) {
  const reader = useFirstViewReader();
  const data = useSyncExternalStore(reader.subscribe, reader.currentSession, () => undefined);
  useEffect(() => {
    if (enabled) reader.session().catch(() => {});
  }, [enabled, reader]);
  return { data: enabled ? data : undefined };
}
