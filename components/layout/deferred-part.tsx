'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type FocusEvent, type KeyboardEvent } from 'react';
import { useLoadOnFirstUse } from '@/components/ui/use-load-on-first-use';

/** Keys that open a menu or a popover from its button. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

type Intent = { id: string; kind: 'click' } | { id: string; kind: 'key'; key: string };

/** What the stand-in button of a deferred part needs besides its look: its id and the handlers that load the part. */
export interface StandInProps {
  id: string;
  type: 'button';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onKeyUp: (event: KeyboardEvent) => void;
}

/**
 * The header cart's dropdown (Headless UI with floating-ui, some 30 KB gzipped: the header's other menus are
 * the platform's popovers, components/layout/header-popover.tsx) is not
 * part of a page's first load. Until the part is there the page shows stand-in buttons that look the same;
 * pointing at one or focusing it loads the part, and a click or an opening key press made before it
 * arrived is replayed on the real button with the same id (`standIn(id)`), so the first press opens it.
 * A stand-in being pressed stays until the press ends, so its click is never lost to the swap.
 */
export function useDeferredPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const { module: Part, start: fetchPart } = useLoadOnFirstUse(load);
  // While a press on a stand-in lasts, the stand-in stays: its click must not land on a button taken away.
  const [pressing, setPressing] = useState(false);
  const shown = pressing ? null : Part;
  const intent = useRef<Intent | null>(null);
  const focused = useRef<string | null>(null);

  // The stand-in is gone: focus and the press it had go to the real button. Headless UI gives the
  // button its id a moment after it first renders, so it is looked for over a few turns; an opening key
  // pressed meanwhile (focus is nowhere then) is kept for it too.
  useEffect(() => {
    if (!shown) return;
    let wanted = intent.current;
    const target = wanted?.id ?? focused.current;
    intent.current = null;
    focused.current = null;
    if (!target) return;
    const keyMeanwhile = (event: globalThis.KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key) || (document.activeElement && document.activeElement !== document.body)) return;
      event.preventDefault();
      wanted = { id: target, kind: 'key', key: event.key };
    };
    document.addEventListener('keydown', keyMeanwhile, true);
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const replay = () => {
      const button = document.getElementById(target);
      if (!button) {
        if (++tries < 20) timer = setTimeout(replay, 10);
        else document.removeEventListener('keydown', keyMeanwhile, true);
        return;
      }
      document.removeEventListener('keydown', keyMeanwhile, true);
      button.focus({ preventScroll: true });
      if (wanted?.kind === 'click') button.click();
      else if (wanted?.kind === 'key') button.dispatchEvent(new window.KeyboardEvent('keydown', { key: wanted.key, bubbles: true, cancelable: true }));
    };
    replay();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', keyMeanwhile, true);
    };
  }, [shown]);

  const standIn = useCallback(
    (id: string): StandInProps => ({
      id,
      type: 'button',
      'aria-expanded': false,
      onPointerEnter: fetchPart,
      onPointerDown: () => {
        fetchPart();
        setPressing(true);
        // After the click that ends the press (or its release anywhere else).
        window.addEventListener('pointerup', () => setTimeout(() => setPressing(false), 0), { once: true });
      },
      onFocus: () => {
        focused.current = id;
        fetchPart();
      },
      onBlur: (event) => {
        // A stand-in taken out of the page loses focus too: that focus goes to the real button.
        if (focused.current === id && event.currentTarget.isConnected) focused.current = null;
      },
      onClick: () => {
        intent.current = { id, kind: 'click' };
        fetchPart();
      },
      onKeyDown: (event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        // No click follows: the key itself is replayed.
        event.preventDefault();
        intent.current = { id, kind: 'key', key: event.key };
        fetchPart();
      },
      onKeyUp: (event) => {
        if (event.key === ' ') event.preventDefault();
      },
    }),
    [fetchPart],
  );

  return { Part: shown, standIn };
}
