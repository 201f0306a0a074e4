'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { createFirstViewReader, type FirstViewReader } from './first-view';

const FirstViewContext = createContext<FirstViewReader | null>(null);

/** One reader of the shopper's first-view state for the page (lib/bff/first-view.ts). */
export function FirstViewProvider({ children, retryAfterMs }: { children: ReactNode; retryAfterMs?: number | null }) {
  const [reader] = useState(() => createFirstViewReader({ retryAfterMs }));
  return <FirstViewContext.Provider value={reader}>{children}</FirstViewContext.Provider>;
}

export function useFirstViewReader(): FirstViewReader {
  const reader = useContext(FirstViewContext);
  if (!reader) throw new Error('useFirstViewReader needs a FirstViewProvider around it');
  return reader;
}
