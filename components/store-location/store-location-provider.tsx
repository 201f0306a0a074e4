'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LocationOption } from '@/lib/layout/shell-types';
import { CHANGE_DIALOG_ID, ChangeLocationModal } from './change-location-modal';
import { showAsModal } from './native-dialog';
import { SELECTION_DIALOG_ID, StoreSelectionDialog } from './store-selection-dialog';

/** Set in the tab once the shopper closed the first-visit question: it asks again at the first add to the cart, not on every page. */
const ASKED = 'location-asked';

interface StoreLocationState {
  locations: LocationOption[];
  currentId: string | null;
  current: LocationOption | null;
  /** Whether the header offers to choose and change the location (off in a single-store shop). */
  changeOffered: boolean;
  /** The dialog the header's button opens (by its `command`, with no script): change, or choose when none is chosen. */
  dialogId: string;
  /** Opens the change-location modal (or the selection when none is chosen yet). */
  requestChange: () => void;
  /** True when a location is chosen (or none is needed); else asks for one with the selection and answers false. */
  requireLocation: () => boolean;
}

const StoreLocationContext = createContext<StoreLocationState | null>(null);

export function useStoreLocation(): StoreLocationState {
  const state = useContext(StoreLocationContext);
  if (!state) throw new Error('useStoreLocation needs a StoreLocationProvider');
  return state;
}

/**
 * For adding to the cart and buying: `requireLocation()` answers true when the shop has the location it
 * needs; otherwise it shows 'Choose the shop location' (spec §1: chosen before adding to the cart) and
 * answers false, and the caller stops. Outside a provider (no shop context) it answers true.
 */
export function useRequireLocation(): () => boolean {
  const state = useContext(StoreLocationContext);
  return state?.requireLocation ?? always;
}
const always = () => true;

function rememberAsked(asked: boolean) {
  try {
    if (asked) sessionStorage.setItem(ASKED, '1');
    return sessionStorage.getItem(ASKED) === '1';
  } catch {
    return false;
  }
}

/** The shopper asked to change the location: the page after the change shows the list whatever was closed before. */
function forgetAsked() {
  try {
    sessionStorage.removeItem(ASKED);
  } catch {
    // Without storage the list shows on every page anyway.
  }
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
 * spec §4 inventory location: several locations and none chosen → store selection, shown in the page
 * itself (a first visit can close it and browse; the first add to the cart asks again); picking one
 * stores it; the change modal's Proceed clears it and empties the cart, and the page, now without a
 * location, shows the selection. Both are the preferences form (components/common/preferences-form.tsx).
 */
export function StoreLocationProvider({ locations, currentId, changeOffered = true, children }: StoreLocationProviderProps) {
  const needsSelection = locations.length > 1 && currentId === null;
  const [openAtFirst] = useState(needsSelection);
  const selection = useRef<HTMLDialogElement>(null);
  const change = useRef<HTMLDialogElement>(null);
  const showSelection = useCallback(() => showAsModal(selection.current), []);
  const hydrating = useRef(true);
  // A choice closes the list too (its close event comes after): that is not the shopper closing it.
  const choosing = useRef(false);

  // After hydration the first visit's question becomes a modal, unless the shopper closed it already (on this page before its script ran, or earlier in the tab).
  // Later, a refresh into a context without a location (e.g. a stale id cleared by the proxy) asks again.
  useEffect(() => {
    const first = hydrating.current;
    hydrating.current = false;
    if (!needsSelection) return;
    if (!first) return showSelection();
    const dialog = selection.current;
    if (!dialog?.open || rememberAsked(false)) dialog?.close();
    else showSelection();
  }, [needsSelection, showSelection]);

  function chosen() {
    choosing.current = true;
    selection.current?.close();
  }

  const value = useMemo<StoreLocationState>(
    () => ({
      locations,
      currentId,
      current: locations.find((l) => l.id === currentId) ?? null,
      changeOffered,
      dialogId: currentId === null ? SELECTION_DIALOG_ID : CHANGE_DIALOG_ID,
      requestChange: () => (currentId === null ? showSelection() : showAsModal(change.current)),
      requireLocation: () => {
        if (!needsSelection) return true;
        showSelection();
        return false;
      },
    }),
    [locations, currentId, changeOffered, needsSelection, showSelection],
  );

  return (
    <StoreLocationContext.Provider value={value}>
      {children}
      {locations.length > 1 && (
        <StoreSelectionDialog
          dialogRef={selection}
          openAtFirst={openAtFirst}
          locations={locations}
          currentId={currentId}
          onChosen={chosen}
          onClose={() => {
            // Closed by the shopper, not re-shown as a modal (its close event comes after) nor closed for a choice.
            if (needsSelection && !selection.current?.open && !choosing.current) rememberAsked(true);
          }}
        />
      )}
      {currentId !== null && changeOffered && <ChangeLocationModal dialogRef={change} onProceed={forgetAsked} />}
    </StoreLocationContext.Provider>
  );
}
