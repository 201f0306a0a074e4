'use client';

import { Description, DialogTitle } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DialogShell } from '@/components/ui/dialog-shell';
import type { Cart } from '@/lib/api/cart-schemas';
import { bff } from '@/lib/bff/client';
import { queryKeys } from '@/lib/queries/keys';
import { changeLocationNotice } from '@/lib/store-location/change-notice';

interface ChangeLocationModalProps {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onProceed: () => void;
}

/** spec §2 change-location modal: heading and description from translations, Cancel and Proceed. */
export function ChangeLocationModal({ open, pending, onCancel, onProceed }: ChangeLocationModalProps) {
  const t = useTranslations('storeLocation');
  // Follows the cart the header loads, without fetching it a second time.
  const { data: cart } = useQuery<Cart | null>({ queryKey: queryKeys.cart, queryFn: bff.cart.get, enabled: false });
  return (
    <DialogShell open={open} onClose={onCancel} width="max-w-md">
      <DialogTitle className="text-lg font-semibold">{t('changeTitle')}</DialogTitle>
      <Description className="mt-2 text-sm text-ink-muted">{t(changeLocationNotice(cart))}</Description>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium hover:bg-gray-50">
          {t('cancel')}
        </button>
        <button
          type="button"
          onClick={onProceed}
          disabled={pending}
          className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-brand-contrast hover:opacity-90 disabled:opacity-60"
        >
          {t('proceed')}
        </button>
      </div>
    </DialogShell>
  );
}
