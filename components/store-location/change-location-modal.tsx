'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/api/cart-schemas';
import { cartApi } from '@/lib/queries/cart-api';
import { CART_KEY } from '@/lib/queries/use-cart';
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
  const { data: cart } = useQuery<Cart | null>({ queryKey: CART_KEY, queryFn: cartApi.get, enabled: false });
  return (
    <Dialog open={open} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 text-ink shadow-xl">
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
        </DialogPanel>
      </div>
    </Dialog>
  );
}
