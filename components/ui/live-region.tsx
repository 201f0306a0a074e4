'use client';

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

type Announce = (message: string) => void;

const CLEAR_AFTER_MS = 3000;

const AnnounceContext = createContext<Announce>(() => {});

/**
 * The shell's one polite live region (WCAG 4.1.3): in-page updates (cart, filters, checkout steps) say
 * what changed without moving focus. Mounted once; components announce through useAnnounce().
 */
export function LiveRegionProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  // The same words twice in a row must still be read: a trailing no-break space makes the text differ.
  const announce = useCallback<Announce>((text) => setMessage((prev) => (prev === text ? `${text}\u00a0` : text)), []);
  // Read once, then emptied: stale words would otherwise be found again when reading the page.
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(''), CLEAR_AFTER_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <AnnounceContext value={announce}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-region">
        {message}
      </div>
    </AnnounceContext>
  );
}

/** Says a message in the shell's polite live region. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
