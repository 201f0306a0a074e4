'use client';

import { DialogTitle } from '@headlessui/react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { SmartLink } from '@/components/layout/smart-link';
import { primaryButton } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog-shell';
import type { PopupSettings } from '@/lib/analytics/page-config';

/** The promotion popup's dialog (loaded when it first shows). */
export default function PromoDialog({ popup, open, onClose: close }: { popup: PopupSettings; open: boolean; onClose: () => void }) {
  const t = useTranslations('consent');
  return (
    <DialogShell open={open} onClose={close} closeLabel={t('closePopup')} width="max-w-lg">
      <div className="space-y-4 pt-6" data-testid="promo-popup">
        {popup.image && (
          <Image
            src={popup.image}
            alt=""
            width={560}
            height={320}
            sizes="(min-width: 640px) 32rem, 90vw"
            className="h-auto w-full rounded-lg object-cover"
          />
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
