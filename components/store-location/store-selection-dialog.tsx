'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { CookieReadNotice } from '@/components/common/cookie-read-notice';
import { PreferencesFailure, usePreferencesForm } from '@/components/common/preferences-form';
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
  /** The choice was stored (the page renders again in its context next). */
  onChosen: () => void;
  onClose: () => void;
}

/**
 * 'Choose the shop location' (spec §2): why a location is needed, the list, and that it can change
 * later. Each Select is a submit button of the preferences form (`inventoryId`), the same before the
 * page hydrated and after.
 */
export function StoreSelectionDialog({ dialogRef, openAtFirst, locations, currentId, onChosen, onClose }: StoreSelectionDialogProps) {
  const t = useTranslations('storeLocation');
  const tc = useTranslations('common');
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
      <PreferencesFailure>
        <LocationChoice locations={locations} currentId={currentId} onChosen={onChosen} />
      </PreferencesFailure>
      <p className="mt-4 text-sm text-ink-muted">{t('changeLater')}</p>
    </NativeDialog>
  );
}

function LocationChoice({ locations, currentId, onChosen }: Pick<StoreSelectionDialogProps, 'locations' | 'currentId' | 'onChosen'>) {
  const { action, pending } = usePreferencesForm(onChosen);
  return (
    <form action={action} onSubmit={(event) => pending && event.preventDefault()} className="mt-4">
      <LocationList locations={locations} currentId={currentId} pending={pending} />
    </form>
  );
}
