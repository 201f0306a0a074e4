'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent, RefObject } from 'react';
import { CookieReadNotice } from '@/components/common/cookie-read-notice';
import type { LocationOption } from '@/lib/layout/shell-types';
import { LocationList } from './location-list';
import { NativeDialog } from './native-dialog';

export const SELECTION_DIALOG_ID = 'store-selection';

interface StoreSelectionDialogProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Shown in the server's HTML: a first visit to a shop of several locations, none chosen. */
  openAtFirst: boolean;
  locations: LocationOption[];
  currentId: string | null;
  pendingId: string | null;
  /** The page to come back to after a choice posted without the script. */
  back: string;
  onChoose: (id: string) => void;
  onClose: () => void;
}

/**
 * 'Choose the shop location' (spec §2): why a location is needed, the list, and that it can change
 * later. Each Select posts the choice to /api/preferences (a 303 back to the page, so it works before
 * the page hydrated); with the script, the choice is stored without leaving the page.
 */
export function StoreSelectionDialog({
  dialogRef,
  openAtFirst,
  locations,
  currentId,
  pendingId,
  back,
  onChoose,
  onClose,
}: StoreSelectionDialogProps) {
  const t = useTranslations('storeLocation');
  const tc = useTranslations('common');
  function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && pendingId === null) onChoose(submitter.value);
  }
  return (
    <NativeDialog id={SELECTION_DIALOG_ID} dialogRef={dialogRef} openAtFirst={openAtFirst} closeLabel={tc('close')} onClose={onClose}>
      <h2 id={`${SELECTION_DIALOG_ID}-title`} className="pr-10 text-xl font-semibold">
        {t('title')}
      </h2>
      <p id={`${SELECTION_DIALOG_ID}-description`} className="mt-2 text-sm text-ink-muted">
        {t('description')}
      </p>
      {/* The choice is kept in a cookie: a browser that cannot read them would ask again on every page. */}
      <CookieReadNotice className="mt-4" />
      <form method="post" action="/api/preferences" onSubmit={choose} className="mt-4">
        <input type="hidden" name="back" value={back} />
        <LocationList locations={locations} currentId={currentId} pendingId={pendingId} />
      </form>
      <p className="mt-4 text-sm text-ink-muted">{t('changeLater')}</p>
    </NativeDialog>
  );
}
