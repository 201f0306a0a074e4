'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { LiveRegionProvider } from '@/components/ui/live-region';
import { HydratedMark } from './hydrated-mark';
import { RemoteErrorNotice } from './remote-error-notice';
import { Toasts } from './toasts';
import { QueryProvider } from '@/lib/queries/query-client';

// sonner's rich text colours fall just short of 4.5:1 on their own backgrounds; these keep toasts at AA.
const AA_TOAST_COLOURS = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#854d0e',
  '--error-text': '#b91c1c',
} as CSSProperties;

/**
 * Pixels from the top of the page to just below the site header (null: no header), followed as the
 * header changes size, so toasts open under it and never cover the cart icon the shopper goes to next.
 */
function useBelowHeader(): number | null {
  const [below, setBelow] = useState<number | null>(null);
  useEffect(() => {
    const header = document.querySelector('body header');
    if (!header) return;
    const measure = () => setBelow(Math.round(header.getBoundingClientRect().bottom + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return below;
}

/** Client-side state shared by the whole shell: React Query (the shopper's cart, session, wish list) and toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  const belowHeader = useBelowHeader();
  return (
    <QueryProvider>
      <LiveRegionProvider>
        {children}
        <HydratedMark />
      </LiveRegionProvider>
      <RemoteErrorNotice />
      {/* spec §8: toasts top-right, auto-close 2000 ms; sonner loads with the first toast */}
      <Toasts
        position="top-right"
        // Below the header: the cart icon, where the shopper goes next, stays in sight.
        offset={belowHeader === null ? undefined : { top: belowHeader + 8, right: 24 }}
        mobileOffset={belowHeader === null ? undefined : { top: belowHeader + 8, right: 16, left: 16 }}
        duration={2000}
        closeButton
        // Toasts one below another, not stacked: a toast stacked behind another has its close button covered
        // (WCAG 2.5.8 target size).
        expand
        richColors
        style={AA_TOAST_COLOURS}
        containerAriaLabel={t('notifications')}
        // sonner's 20 px close button grows to a 24 px target (WCAG 2.5.8)
        toastOptions={{ closeButtonAriaLabel: t('closeNotification'), classNames: { closeButton: 'size-6!' } }}
      />
    </QueryProvider>
  );
}
