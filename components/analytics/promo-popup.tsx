'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useOnceTrue } from '@/components/ui/use-once-true';
import { usePathname } from '@/i18n/navigation';
import { whenIdle } from '@/lib/analytics/when-idle';
import { popupShouldShow, POPUP_SHOWN_KEY } from '@/lib/analytics/popup-rule';
import type { PopupSettings } from '@/lib/analytics/page-config';
import { isWithin, paths } from '@/lib/routes/paths';

// The dialog (and Headless UI with it) loads when the popup first shows.
const PromoDialog = lazy(() => import('./promo-dialog'));

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** spec §4 promotion popup: once the page has loaded, never on checkout; first-time-only per session. */
export function PromoPopup({ popup }: { popup: PopupSettings }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const onCheckout = isWithin(pathname, paths.checkout());

  useEffect(() => {
    if (onCheckout) return;
    // Once the page has settled: the popup never delays what the shopper came for.
    return whenIdle(() => {
      const store = session();
      if (!popupShouldShow(popup.onlyFirstTime, store?.getItem(POPUP_SHOWN_KEY) ?? null)) return;
      try {
        store?.setItem(POPUP_SHOWN_KEY, '1');
      } catch {
        // Shown again next time.
      }
      setOpen(true);
    }, 1500);
  }, [onCheckout, popup.onlyFirstTime]);

  const shown = useOnceTrue(open);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <PromoDialog popup={popup} open={open && !onCheckout} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
