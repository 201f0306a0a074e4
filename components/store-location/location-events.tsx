'use client';

import { createContext, useContext, type ReactNode } from 'react';

export interface LocationEvents {
  /**
   * Runs after the shopper's inventory location was cleared or changed, before the page reloads in
   * the new context (spec §4: switching location clears the cart). The cart feature plugs in here.
   */
  onLocationChanged: () => Promise<void> | void;
}

const LocationEventsContext = createContext<LocationEvents>({ onLocationChanged: () => {} });

export function LocationEventsProvider({ value, children }: { value: LocationEvents; children: ReactNode }) {
  return <LocationEventsContext.Provider value={value}>{children}</LocationEventsContext.Provider>;
}

export function useLocationEvents(): LocationEvents {
  return useContext(LocationEventsContext);
}
