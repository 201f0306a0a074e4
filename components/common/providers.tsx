'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { LiveRegionProvider } from '@/components/ui/live-region';
import { LocationEventsProvider } from '@/components/store-location/location-events';
import { clearCartForNewLocation } from '@/lib/queries/use-cart';

// sonner's rich text colours fall just short of 4.5:1 on their own backgrounds; these keep toasts at AA.
const AA_TOAST_COLOURS = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#854d0e',
  '--error-text': '#b91c1c',
} as CSSProperties;

/** Client-side state shared by the whole shell: React Query, toasts, and shell events. */
export function Providers({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  // A new location changes stock, prices and the cart: the cart is emptied (spec §4) and everything cached for the old one is stale.
  const locationEvents = useMemo(
    () => ({
      onLocationChanged: async () => {
        await clearCartForNewLocation();
        await queryClient.invalidateQueries();
      },
    }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LocationEventsProvider value={locationEvents}>
        <LiveRegionProvider>{children}</LiveRegionProvider>
      </LocationEventsProvider>
      {/* spec §8: toasts top-right, auto-close 2000 ms */}
      <Toaster
        position="top-right"
        duration={2000}
        closeButton
        richColors
        style={AA_TOAST_COLOURS}
        containerAriaLabel={t('notifications')}
        toastOptions={{ closeButtonAriaLabel: t('closeNotification') }}
      />
    </QueryClientProvider>
  );
}
