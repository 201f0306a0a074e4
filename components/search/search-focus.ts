'use client';

import { useEffect } from 'react';
import { useAnnounce } from '@/components/ui/live-region';

// The results page remounts on every new query string: this survives it for one navigation.
let pending: string | null = null;

/** Called by the control that starts a new search, with the id it has again after the results load. */
export function rememberSearchControl(id: string): void {
  pending = id;
}

/**
 * After results that a sort or filter control asked for: focus returns to that control (WCAG 2.4.3)
 * and the new count is announced (WCAG 4.1.3).
 */
export function useSearchSettled(summary: string): void {
  const announce = useAnnounce();
  useEffect(() => {
    const id = pending;
    if (!id) return;
    pending = null;
    document.getElementById(id)?.focus({ preventScroll: true });
    announce(summary);
  }, [announce, summary]);
}
