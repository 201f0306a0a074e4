'use client';

import { useCallback, useRef, useState, type ComponentType } from 'react';

/**
 * A component a first view does not need, loaded the first time `load` is called (from the shopper's
 * first scroll, pointer or focus on what needs it); `Part` is null until it is there. A failed load
 * (offline, a new deployment) lets the next call try again.
 */
export function useLoadWhenNeeded<P extends object>(importer: () => Promise<ComponentType<P>>) {
  const [Part, setPart] = useState<ComponentType<P> | null>(null);
  const loading = useRef(false);
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    importer().then(
      (component) => setPart(() => component),
      () => {
        loading.current = false;
      },
    );
  }, [importer]);
  return { Part, load };
}
