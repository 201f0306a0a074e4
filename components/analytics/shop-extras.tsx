'use client';

import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { usePathname } from '@/i18n/navigation';
import { trackingAllowed, type ConsentChoice } from '@/lib/analytics/consent';
import { readConsent, subscribeConsent, writeConsent } from '@/lib/analytics/consent-store';
import { pageView } from '@/lib/analytics/events';
import type { ShopExtrasConfig } from '@/lib/analytics/page-config';
import { configureTracking, track } from '@/lib/analytics/track';
import { ErrorReporting } from './error-reporting';
import { onCookiePreferences } from './preferences-event';
import { PromoPopup } from './promo-popup';

// Each loads only where the merchant switched it on and it is shown: the cookie question to a shopper who
// has not answered, the chat widget (after consent where the shop asks), the web-vitals report with WEB_VITALS_URL.
const ConsentBanner = lazy(() => import('./consent-banner').then((m) => ({ default: m.ConsentBanner })));
const MessengerChat = lazy(() => import('./messenger-chat').then((m) => ({ default: m.MessengerChat })));
const WebVitalsReport = lazy(() => import('./web-vitals-report').then((m) => ({ default: m.WebVitalsReport })));

/**
 * Before the browser has read the stored answer (the server's HTML and hydration) it is not known, and
 * the banner is not drawn: drawn there, it flashed on every page of a shopper who had already answered
 * (and, on the search page, was the page's largest paint).
 */
const NOT_READ = 'not-read' as const;
const notRead = () => NOT_READ;

/**
 * The merchant's optional extras on every shop page: the cookie choice, the trackers it allows, the
 * PageView of each route change, the promotion popup, the chat widget, error and web-vitals reporting.
 */
export function ShopExtras({ config, merchantName }: { config: ShopExtrasConfig; merchantName: string }) {
  const stored = useSyncExternalStore<ConsentChoice | undefined | typeof NOT_READ>(subscribeConsent, readConsent, notRead);
  const read = stored !== NOT_READ;
  const choice = read ? stored : undefined;
  // What the page shows follows `choice` (the server's HTML has no answer yet); the trackers follow the
  // stored answer from the very first browser render, so a page's own first event is not lost.
  const shownAllowed = trackingAllowed(config.consentAsked, choice);
  const allowed = typeof window !== 'undefined' && trackingAllowed(config.consentAsked, readConsent());
  // The chat's script sets Facebook cookies: where the shop asks for consent it waits for a yes, else it shows.
  const chatShown = config.consentAsked ? shownAllowed : read;
  const [reopened, setReopened] = useState(false);
  const pathname = usePathname();
  // The same trackers after a refresh of the layout's data are not installed again.
  const vendorKey = JSON.stringify(config.vendors);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const vendors = useMemo(() => config.vendors, [vendorKey]);

  useEffect(() => onCookiePreferences(() => setReopened(true)), []);

  // Layout effects, so the trackers are ready and the PageView sent before any page's own event
  // (ViewContent, Search…) of the same render, which run as ordinary effects.
  useLayoutEffect(() => {
    if (!allowed || vendors.length === 0) return;
    configureTracking({
      vendors,
      mayTrack: () => trackingAllowed(config.consentAsked, readConsent()),
      // The vendors' code loads only now (trackers on and allowed); events tracked meanwhile wait for it.
      connect: () => import('@/lib/analytics/vendor-delivery').then(({ startVendors }) => startVendors(vendors)),
    });
    return () => configureTracking(undefined);
  }, [allowed, vendors, config.consentAsked]);

  useLayoutEffect(() => {
    if (allowed) track(pageView(pathname));
  }, [allowed, pathname]);

  const choose = (answer: ConsentChoice) => {
    writeConsent(answer);
    setReopened(false);
  };

  return (
    <>
      {config.consentAsked && read && (choice === undefined || reopened) && (
        <Suspense fallback={null}>
          <ConsentBanner merchantName={merchantName} current={reopened ? choice : undefined} takeFocus={reopened} onChoose={choose} />
        </Suspense>
      )}
      {config.messenger && chatShown && (
        <Suspense fallback={null}>
          <MessengerChat messenger={config.messenger} />
        </Suspense>
      )}
      {config.popup && <PromoPopup popup={config.popup} />}
      {config.errorDsn && <ErrorReporting dsn={config.errorDsn} />}
      {config.webVitalsUrl && (
        <Suspense fallback={null}>
          <WebVitalsReport url={config.webVitalsUrl} />
        </Suspense>
      )}
    </>
  );
}
