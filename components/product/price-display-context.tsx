'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { PriceDisplay } from './price-block';

const PriceDisplayContext = createContext<PriceDisplay | null>(null);

/** The shopper's price display for the cards below it: sent once with a list, not with every card. */
export function PriceDisplayProvider({ value, children }: { value: PriceDisplay; children: ReactNode }) {
  return <PriceDisplayContext.Provider value={value}>{children}</PriceDisplayContext.Provider>;
}

export function usePriceDisplay(): PriceDisplay {
  const display = useContext(PriceDisplayContext);
  if (!display) throw new Error('usePriceDisplay needs a PriceDisplayProvider');
  return display;
}
