'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import { addToastOptions } from '@/lib/cart/add-outcome';
import { takePendingItem } from '@/lib/cart/pending-item';
import { useChangeCartLine } from '@/lib/queries/use-cart';

/**
 * spec §4 registered users only: once the shopper is signed in, the item they chose as a guest is
 * added to the cart, once, if it waited less than 30000 ms. Renders nothing.
 */
export function PendingCartItem({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('toast');
  const { mutateAsync: change } = useChangeCartLine();
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
    change({ mode: 'add', line: item }).then(
      () => toast.success(t('addedToCart'), options),
      () => toast.error(t('addToCartFailed'), options),
    );
  }, [signedIn, t, change]);

  return null;
}
