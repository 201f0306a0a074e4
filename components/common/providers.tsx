'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { LiveRegionProvider } from '@/components/ui/live-region';
import { HydratedMark } from './hydrated-mark';
import { RemoteErrorNotice } from './remote-error-notice';
import { Toasts } from './toasts';
import { LocationEventsProvider } from '@/components/store-location/location-events';
import { bff } from '@/lib/bff/client';
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

/**
 * spec §4 location switching: the cart of the old location is emptied. A failure is not fatal: the
 * page reloads in the new context either way and the cart shows what the API kept.
 */
async function clearCartForNewLocation(): Promise<void> {
  await bff.cart.clear().catch((e: unknown) => console.warn('clearing the cart after a location change failed', e));
}

/** A new location changes stock, prices and the cart: the cart is emptied (spec §4) and everything read for the old one is stale. */
function LocationEvents({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const locationEvents = useMemo(
    () => ({
      onLocationChanged: async () => {
        await clearCartForNewLocation();
        await client.invalidateQueries();
      },
    }),
    [client],
  );
  return <LocationEventsProvider value={locationEvents}>{children}</LocationEventsProvider>;
}

/** Client-side state shared by the whole shell: React Query (the shopper's cart, session, wish list), toasts, and shell events. */
export function Providers({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  const belowHeader = useBelowHeader();
  return (
    <QueryProvider>
      <LocationEvents>
        <LiveRegionProvider>
          {children}
          <HydratedMark />
        </LiveRegionProvider>
      </LocationEvents>
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
