'use client';

import { useLayoutEffect, type RefObject } from 'react';

/**
 * A controlled field typed into before the page's script ran: React keeps the typed text while it
 * hydrates, then sets the field back to its state on the next render. The text is read in the
 * hydrating commit (before any later key or press is handled) and handed to `takeUp` when it differs.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  current: string,
  takeUp: (typed: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== current) takeUp(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: only the server's page can be typed into ahead of the script
  }, []);
}
