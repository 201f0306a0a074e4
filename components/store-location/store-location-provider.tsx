'use client';

import { useTranslations } from 'next-intl';
import { createContext, lazy, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { useOnceTrue } from '@/components/ui/use-once-true';
import type { LocationOption } from '@/lib/layout/shell-types';
import { useSetPreferences } from '@/lib/queries/use-preferences';
import { useLocationEvents } from './location-events';

// The dialogs (and Headless UI with them) load when one first opens.
const StoreSelectionDialog = lazy(() => import('./store-selection-dialog').then((m) => ({ default: m.StoreSelectionDialog })));
const ChangeLocationModal = lazy(() => import('./change-location-modal').then((m) => ({ default: m.ChangeLocationModal })));

interface StoreLocationState {
  locations: LocationOption[];
  currentId: string | null;
  current: LocationOption | null;
  /** Whether the header offers to choose and change the location (off in a single-store shop). */
  changeOffered: boolean;
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
  /** The multi-store flag (spec §4): off, the shop is a single store and its location never changes. */
  changeOffered?: boolean;
  children: ReactNode;
}

/**
 * spec §4 inventory location: several locations and none chosen → store selection; picking one
 * stores it; the change modal's Proceed clears it, lets the cart react, and shows the selection.
 */
export function StoreLocationProvider({ locations, currentId, changeOffered = true, children }: StoreLocationProviderProps) {
  const t = useTranslations('errors');
  const events = useLocationEvents();
  const needsSelection = locations.length > 1 && currentId === null;
  const [selectionOpen, setSelectionOpen] = useState(needsSelection);
  const [changeOpen, setChangeOpen] = useState(false);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const selectionUsed = useOnceTrue(selectionOpen);
  const changeUsed = useOnceTrue(changeOpen);
  const preferences = useSetPreferences(() => events.onLocationChanged());
  // The control that opened the dialogs: focus goes back to it when they close (not to <body>).
  const trigger = useRef<HTMLElement | null>(null);

  function returnFocus() {
    const el = trigger.current;
    // After the dialog's own focus handling has run (it would put focus back where the second dialog opened).
    requestAnimationFrame(() => setTimeout(() => {
      if (el?.isConnected) el.focus();
    }, 0));
  }

  function closeSelection() {
    setSelectionOpen(false);
    returnFocus();
  }

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
        onSuccess: closeSelection,
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
      changeOffered,
      requestChange: () => {
        trigger.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
        if (currentId === null) setSelectionOpen(true);
        else setChangeOpen(true);
      },
    }),
    [locations, currentId, changeOffered],
  );

  return (
    <StoreLocationContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {selectionUsed && (
          <StoreSelectionDialog
            open={selectionOpen}
            locations={locations}
            currentId={currentId}
            pendingId={pendingId}
            onChoose={choose}
            onClose={needsSelection ? null : closeSelection}
          />
        )}
        {changeUsed && (
          <ChangeLocationModal
            open={changeOpen}
            pending={preferences.isPending}
            onCancel={() => {
              setChangeOpen(false);
              returnFocus();
            }}
            onProceed={proceed}
          />
        )}
      </Suspense>
    </StoreLocationContext.Provider>
  );
}
