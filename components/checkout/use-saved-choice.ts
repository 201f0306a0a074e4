'use client';

import { useState } from 'react';

/**
 * A choice the cart keeps (delivery method, plan, outlet, payment method): it shows as chosen at once,
 * is saved with `save`, and falls back to what the cart holds when saving fails.
 */
export function useSavedChoice<T>(saved: T, save: (value: T, onError: () => void) => void): [T, (value: T) => void] {
  const [picked, setPicked] = useState<{ value: T } | null>(null);
  function choose(value: T) {
    setPicked({ value });
    save(value, () => setPicked(null));
  }
  return [picked ? picked.value : saved, choose];
}
