'use client';

import { useEffect, useId, useRef, useSyncExternalStore, type CSSProperties, type ReactNode, type RefObject } from 'react';

/** A CSS anchor name from a React id (which may hold characters a dashed ident cannot). */
export const anchorName = (id: string) => `--${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;

/** True when the popover element is showing (false where the platform has no popovers, e.g. jsdom). */
export function isPopoverOpen(el: Element | null): boolean {
  try {
    return el?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

/** True when a dialog or a popover is showing. */
function isShown(el: HTMLElement): boolean {
  return el instanceof HTMLDialogElement ? el.open : isPopoverOpen(el);
}

/** Hides a popover after a link in it was followed in the page (a full navigation needs nothing). */
export function hidePopover(el: HTMLElement | null) {
  if (isPopoverOpen(el)) el?.hidePopover();
}

/**
 * Whether the popover shows, for its button's `aria-expanded`: undefined until the script runs (the
 * browser then tells from `popovertarget` itself), then followed from its toggle events.
 */
export function usePopoverExpanded(panel: RefObject<HTMLElement | null>): boolean | undefined {
  const subscribe = (notify: () => void) => {
    const el = panel.current;
    el?.addEventListener('toggle', notify);
    return () => el?.removeEventListener('toggle', notify);
  };
  return useSyncExternalStore(
    subscribe,
    () => isPopoverOpen(panel.current),
    () => undefined,
  );
}

/**
 * Runs `onOpen` whenever the popover (or dialog) opens, and once after hydration when it was opened before (a tap
 * on the page as painted, before its scripts ran: the platform opened it, React was not there to hear).
 */
export function useOnPopoverOpen(panel: RefObject<HTMLElement | null>, onOpen: () => void) {
  const latest = useRef(onOpen);
  useEffect(() => {
    latest.current = onOpen;
  });
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    if (isShown(el)) latest.current();
    const toggled = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') latest.current();
    };
    el.addEventListener('toggle', toggled);
    return () => el.removeEventListener('toggle', toggled);
  }, [panel]);
}

/** The look of a small header menu's panel. */
export const MENU_PANEL = 'rounded-md border border-gray-200 bg-white py-1 text-ink shadow-lg';

interface HeaderPopoverProps {
  /** The button's content (its accessible name included, unless `label` names it). */
  face: ReactNode;
  /** The button's accessible name, when its face shows no text that says it (an icon and a count). */
  label?: string;
  buttonClassName: string;
  /** The panel's look; a small white menu without it. */
  panelClassName?: string;
  /** Intent on the button (pointing at it, focusing it): a chance to start loading what the panel shows. */
  onIntent?: () => void;
  onOpen?: () => void;
  disabled?: boolean;
  panelRef?: RefObject<HTMLDivElement | null>;
  /** Sets apart a Suspense fallback's ids from those of the content streamed to replace it (both are in the HTML). */
  idPrefix?: string;
  children: ReactNode;
}

/**
 * A header button and its dropdown as the platform's popover: the button opens it with no script (a
 * tap on the page before it has hydrated works), Escape and a tap elsewhere close it, focus moves
 * from the button into it with Tab and back to the button on Escape. The panel sits under the button
 * (CSS anchor positioning: `.header-popover` in app/globals.css).
 */
export function HeaderPopover({
  face,
  label,
  buttonClassName,
  panelClassName = MENU_PANEL,
  onIntent,
  onOpen,
  disabled,
  panelRef,
  idPrefix = '',
  children,
}: HeaderPopoverProps) {
  const id = `popover-${idPrefix}${useId()}`;
  const ownRef = useRef<HTMLDivElement>(null);
  const panel = panelRef ?? ownRef;
  useOnPopoverOpen(panel, () => onOpen?.());
  const expanded = usePopoverExpanded(panel);
  const anchor = anchorName(id);
  return (
    <div className="relative">
      <button
        type="button"
        popoverTarget={id}
        aria-expanded={expanded}
        aria-label={label}
        disabled={disabled}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        className={`popover-button ${buttonClassName}`}
        style={{ anchorName: anchor } as CSSProperties}
      >
        {face}
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        className={`header-popover ${panelClassName}`}
        style={{ positionAnchor: anchor } as CSSProperties}
      >
        {children}
      </div>
    </div>
  );
}
