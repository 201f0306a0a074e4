'use client';

import { useEffect } from 'react';
import { useAnnounce } from '@/components/ui/live-region';

// A page reached through the router remounts: this survives it for one navigation.
let pending: { id: string; top: number | null } | null = null;

/**
 * Called by the control that starts a navigation, with the id it has again on the page that follows;
 * where it sits in the window is kept too.
 */
export function rememberFocusAfterNavigation(id: string): void {
  pending = { id, top: document.getElementById(id)?.getBoundingClientRect().top ?? null };
}

/** Scrolls so the control sits where it sat before the navigation (a remounted page can jump on a phone). */
function keepInPlace(el: HTMLElement, top: number | null): void {
  if (top === null) return;
  const shift = el.getBoundingClientRect().top - top;
  if (Math.abs(shift) > 1) window.scrollBy({ top: shift, behavior: 'instant' });
}

/**
 * Renders nothing. Once the page a control navigated to has rendered, focus returns to that control in
 * its place on screen (WCAG 2.4.3) and the message says what changed (WCAG 4.1.3); after any other
 * navigation it does nothing.
 */
export function NavigationSettled({ message }: { message: string }) {
  const announce = useAnnounce();
  useEffect(() => {
    const target = pending;
    if (!target) return;
    pending = null;
    const el = document.getElementById(target.id);
    if (el) {
      // A control inside a disclosure that the new page renders closed (the filters on a phone) is shown again.
      const disclosure = el.closest('details');
      if (disclosure && !disclosure.open) disclosure.open = true;
      keepInPlace(el, target.top);
      el.focus({ preventScroll: true });
      // Once more after the browser's own scroll handling of the new page.
      requestAnimationFrame(() => keepInPlace(el, target.top));
    }
    announce(message);
  }, [announce, message]);
  return null;
}
