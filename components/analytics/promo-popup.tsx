'use client';

import { DialogTitle } from '@headlessui/react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { SmartLink } from '@/components/layout/smart-link';
import { primaryButton } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog-shell';
import { usePathname } from '@/i18n/navigation';
import { whenIdle } from '@/lib/analytics/browser-vendors';
import { popupShouldShow, POPUP_SHOWN_KEY } from '@/lib/analytics/popup-rule';
import type { PopupSettings } from '@/lib/analytics/page-config';
import { isWithin, paths } from '@/lib/routes/paths';

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** spec §4 promotion popup: once the page has loaded, never on checkout; first-time-only per session. */
export function PromoPopup({ popup }: { popup: PopupSettings }) {
  const t = useTranslations('consent');
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

  const close = () => setOpen(false);
  return (
    <DialogShell open={open && !onCheckout} onClose={close} closeLabel={t('closePopup')} width="max-w-lg">
      <div className="space-y-4 pt-6" data-testid="promo-popup">
        {popup.image && (
          <Image src={popup.image} alt="" width={560} height={320} sizes="(min-width: 640px) 32rem, 90vw" className="h-auto w-full rounded-lg object-cover" />
        )}
        <DialogTitle className="text-xl font-semibold">{popup.title}</DialogTitle>
        {popup.link && (
          <SmartLink link={popup.link} className={primaryButton} onClick={close}>
            {t('shopNow')}
          </SmartLink>
        )}
      </div>
    </DialogShell>
  );
}
