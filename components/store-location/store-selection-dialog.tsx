'use client';

import { DialogTitle, Description } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { CookieReadNotice } from '@/components/common/cookie-read-notice';
import { DialogShell } from '@/components/ui/dialog-shell';
import type { LocationOption } from '@/lib/layout/shell-types';
import { LocationList } from './location-list';

interface StoreSelectionDialogProps {
  open: boolean;
  locations: LocationOption[];
  currentId: string | null;
  pendingId: string | null;
  onChoose: (id: string) => void;
  /** Null when a location must be chosen before going on (spec §4: several and none chosen). */
  onClose: (() => void) | null;
}

/** 'Choose the shop location' (spec §2): why a location is needed, the list, and that it can change later. */
export function StoreSelectionDialog({ open, locations, currentId, pendingId, onChoose, onClose }: StoreSelectionDialogProps) {
  const t = useTranslations('storeLocation');
  const tc = useTranslations('common');
  return (
    <DialogShell open={open} onClose={() => onClose?.()} width="max-w-lg">
      <DialogTitle className="text-xl font-semibold">{t('title')}</DialogTitle>
      <Description className="mt-2 text-sm text-ink-muted">{t('description')}</Description>
      {/* The choice is kept in a cookie: a browser that cannot read them would ask again on every page. */}
      <CookieReadNotice className="mt-4" />
      <div className="mt-4">
        <LocationList locations={locations} currentId={currentId} pendingId={pendingId} onChoose={onChoose} />
      </div>
      <p className="mt-4 text-sm text-ink-muted">{t('changeLater')}</p>
      {onClose && (
        <div className="mt-4 flex justify-end">
          <button type="button" onClick={onClose} className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium hover:bg-gray-50">
            {tc('close')}
          </button>
        </div>
      )}
    </DialogShell>
  );
}
