'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import { addToastOptions } from '@/lib/cart/add-outcome';
import { takePendingItem } from '@/lib/cart/pending-item';
import { useFirstViewReader } from '@/lib/bff/first-view-context';
import { changeCartLine } from '@/lib/queries/query-runtime';

/**
 * spec §4 registered users only: once the shopper is signed in, the item they chose as a guest is
 * added to the cart, once, if it waited less than 30000 ms. Renders nothing.
 */
export function PendingCartItem({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('toast');
  const reader = useFirstViewReader();
  const taken = useRef(false);

  useEffect(() => {
    if (!signedIn || taken.current) return;
    taken.current = true;
    let item;
    try {
      item = takePendingItem(window.sessionStorage, Date.now());
    } catch {
      return;
    }
    if (!item) return;
    const options = addToastOptions(item);
    // React Query and the cart page's mutation load for it (lib/queries/query-runtime.ts).
    changeCartLine(reader, 'add', item).then(
      () => toast.success(t('addedToCart'), options),
      () => toast.error(t('addToCartFailed'), options),
    );
  }, [signedIn, t, reader]);

  return null;
}
