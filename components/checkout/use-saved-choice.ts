'use client';

import { useState } from 'react';
import { useAnnounce } from '@/components/ui/live-region';

interface SaveOutcome {
  onSuccess: () => void;
  onError: () => void;
}

/**
 * A choice the cart keeps (delivery method, plan, outlet, payment method): it shows as chosen at once,
 * is saved with `save`, and falls back to what the cart holds when saving fails. `said` names the
 * saved choice in the live region (WCAG 4.1.3).
 */
export function useSavedChoice<T>(
  saved: T,
  save: (value: T, outcome: SaveOutcome) => void,
  said?: (value: T) => string,
): [T, (value: T) => void] {
  const announce = useAnnounce();
  const [picked, setPicked] = useState<{ value: T } | null>(null);
  function choose(value: T) {
    setPicked({ value });
    save(value, {
      onSuccess: () => {
        if (said) announce(said(value));
      },
      // Only the choice that failed falls back: a later one the shopper made meanwhile stays.
      onError: () => setPicked((now) => (now?.value === value ? null : now)),
    });
  }
  return [picked ? picked.value : saved, choose];
}
