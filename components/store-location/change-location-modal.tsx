'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { FormEvent, RefObject } from 'react';
import type { Cart } from '@/lib/api/cart-schemas';
import { bff } from '@/lib/bff/client';
import { queryKeys } from '@/lib/queries/keys';
import { changeLocationNotice } from '@/lib/store-location/change-notice';
import { NativeDialog } from './native-dialog';

export const CHANGE_DIALOG_ID = 'change-location';

interface ChangeLocationModalProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  pending: boolean;
  /** The page to come back to after Proceed posted without the script. */
  back: string;
  onProceed: () => void;
}

/**
 * spec §2 change-location modal: heading and description from translations, Cancel and Proceed.
 * Proceed posts `clearInventory` to /api/preferences (a 303 back to the page, which then asks for the
 * new location), so it works before the page hydrated; with the script it stays on the page.
 */
export function ChangeLocationModal({ dialogRef, pending, back, onProceed }: ChangeLocationModalProps) {
  const t = useTranslations('storeLocation');
  const tc = useTranslations('common');
  // Follows the cart the header loads, without fetching it a second time (unknown, it may have items: the warning stays).
  const { data: known } = useQuery<Cart | null>({ queryKey: queryKeys.cart, queryFn: bff.cart.get, enabled: false });
  function proceed(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) onProceed();
  }
  return (
    <NativeDialog id={CHANGE_DIALOG_ID} dialogRef={dialogRef} closeLabel={tc('close')} width="max-w-md">
      <h2 id={`${CHANGE_DIALOG_ID}-title`} className="pr-10 text-lg font-semibold">
        {t('changeTitle')}
      </h2>
      <p id={`${CHANGE_DIALOG_ID}-description`} className="mt-2 text-sm text-ink-muted">
        {t(changeLocationNotice(known))}
      </p>
      <form method="post" action="/api/preferences" onSubmit={proceed} className="mt-6 flex justify-end gap-3">
        <input type="hidden" name="back" value={back} />
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
    </NativeDialog>
  );
}
