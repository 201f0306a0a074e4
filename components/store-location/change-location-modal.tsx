'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { PreferencesFailure, usePreferencesForm } from '@/components/common/preferences-form';
import type { Cart } from '@/lib/api/cart-schemas';
import { bff } from '@/lib/bff/client';
import { queryKeys } from '@/lib/queries/keys';
import { changeLocationNotice } from '@/lib/store-location/change-notice';
import { NativeDialog } from './native-dialog';

export const CHANGE_DIALOG_ID = 'change-location';

interface ChangeLocationModalProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Proceed was pressed (before the change is stored). */
  onProceed: () => void;
}

/**
 * spec §2 change-location modal: heading and description from translations, Cancel and Proceed.
 * Proceed is the preferences form with `clearInventory`: the location is cleared, the cart emptied, and
 * the page, in a context without a location, asks for the new one; the same before the page hydrated and after.
 */
export function ChangeLocationModal({ dialogRef, onProceed }: ChangeLocationModalProps) {
  const t = useTranslations('storeLocation');
  const tc = useTranslations('common');
  // Follows the cart the header loads, without fetching it a second time (unknown, it may have items: the warning stays).
  const { data: known } = useQuery<Cart | null>({ queryKey: queryKeys.cart, queryFn: bff.cart.get, enabled: false });
  return (
    <NativeDialog id={CHANGE_DIALOG_ID} dialogRef={dialogRef} closeLabel={tc('close')} width="max-w-md">
      <h2 id={`${CHANGE_DIALOG_ID}-title`} className="pr-10 text-lg font-semibold">
        {t('changeTitle')}
      </h2>
      <p id={`${CHANGE_DIALOG_ID}-description`} className="mt-2 text-sm text-ink-muted">
        {t(changeLocationNotice(known))}
      </p>
      <PreferencesFailure>
        <ProceedForm onProceed={onProceed} onCleared={() => dialogRef.current?.close()} />
      </PreferencesFailure>
    </NativeDialog>
  );
}

function ProceedForm({ onProceed, onCleared }: { onProceed: () => void; onCleared: () => void }) {
  const t = useTranslations('storeLocation');
  const { action, pending } = usePreferencesForm(onCleared);
  return (
    <form action={action} onSubmit={(event) => (pending ? event.preventDefault() : onProceed())} className="mt-6 flex justify-end gap-3">
      <input type="hidden" name="clearInventory" value="true" />
      <button
        type="button"
        {...{ command: 'close', commandfor: CHANGE_DIALOG_ID }}
        onClick={(event) => (event.currentTarget.closest('dialog') as HTMLDialogElement | null)?.close()}
        className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium hover:bg-gray-50"
      >
        {t('cancel')}
      </button>
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-brand-contrast hover:opacity-90 disabled:opacity-60"
      >
        {t('proceed')}
      </button>
    </form>
  );
}
