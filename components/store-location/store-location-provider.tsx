'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { LocationOption } from '@/lib/layout/shell-types';
import { useSetPreferences } from '@/lib/queries/use-preferences';
import { ChangeLocationModal } from './change-location-modal';
import { useLocationEvents } from './location-events';
import { StoreSelectionDialog } from './store-selection-dialog';

interface StoreLocationState {
  locations: LocationOption[];
  currentId: string | null;
  current: LocationOption | null;
  /** Opens the change-location modal (or the selection when none is chosen yet). */
  requestChange: () => void;
}

const StoreLocationContext = createContext<StoreLocationState | null>(null);

export function useStoreLocation(): StoreLocationState {
  const state = useContext(StoreLocationContext);
  if (!state) throw new Error('useStoreLocation needs a StoreLocationProvider');
  return state;
}

interface StoreLocationProviderProps {
  locations: LocationOption[];
  /** The location of the page's context (the inventoryId cookie as the proxy resolved it). */
  currentId: string | null;
  children: ReactNode;
}

/**
 * spec §4 inventory location: several locations and none chosen → store selection; picking one
 * stores it; the change modal's Proceed clears it, lets the cart react, and shows the selection.
 */
export function StoreLocationProvider({ locations, currentId, children }: StoreLocationProviderProps) {
  const t = useTranslations('errors');
  const events = useLocationEvents();
  const needsSelection = locations.length > 1 && currentId === null;
  const [selectionOpen, setSelectionOpen] = useState(needsSelection);
  const [changeOpen, setChangeOpen] = useState(false);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const preferences = useSetPreferences(() => events.onLocationChanged());

  // A refresh into a context without a location (e.g. a stale id cleared by the proxy) asks again.
  const [neededBefore, setNeededBefore] = useState(needsSelection);
  if (neededBefore !== needsSelection) {
    setNeededBefore(needsSelection);
    if (needsSelection) setSelectionOpen(true);
  }

  function choose(id: string) {
    setPendingId(id);
    preferences.mutate(
      { inventoryId: id },
      {
        onSuccess: () => setSelectionOpen(false),
        onError: () => toast.error(t('generic')),
        onSettled: () => setPendingId(null),
      },
    );
  }

  function proceed() {
    preferences.mutate(
      { clearInventory: true },
      {
        onSuccess: () => {
          setChangeOpen(false);
          if (locations.length > 1) setSelectionOpen(true);
        },
        onError: () => toast.error(t('generic')),
      },
    );
  }

  const value = useMemo<StoreLocationState>(
    () => ({
      locations,
      currentId,
      current: locations.find((l) => l.id === currentId) ?? null,
      requestChange: () => (currentId === null ? setSelectionOpen(true) : setChangeOpen(true)),
    }),
    [locations, currentId],
  );

  return (
    <StoreLocationContext.Provider value={value}>
      {children}
      <StoreSelectionDialog
        open={selectionOpen}
        locations={locations}
        currentId={currentId}
        pendingId={pendingId}
        onChoose={choose}
        onClose={needsSelection ? null : () => setSelectionOpen(false)}
      />
      <ChangeLocationModal open={changeOpen} pending={preferences.isPending} onCancel={() => setChangeOpen(false)} onProceed={proceed} />
    </StoreLocationContext.Provider>
  );
}
