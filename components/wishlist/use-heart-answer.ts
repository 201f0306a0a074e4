'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import type { ActionAnswer } from '@/lib/bff/action';
import { TOAST_MS } from '@/lib/cart/add-outcome';
import { queryKeys } from '@/lib/queries/keys';
import type { HeartAnswer } from '@/lib/wishlist/heart-form';

/** spec §8: top-right, 2000 ms. */
export const HEART_TOAST = { duration: TOAST_MS, position: 'top-right' } as const;

/**
 * Writes each answer of a wish-list Server Function into React Query once (the keys it answered; the
 * account page's entries read again) and says it with the spec §8 toast. The same code runs for the
 * answer a press before hydration brought back with the page. `wasListed`: what a failure says.
 */
export function useHeartAnswer(
  answer: ActionAnswer<HeartAnswer | null> | null,
  wasListed: boolean,
  onChanged?: (answer: HeartAnswer) => void,
) {
  const client = useQueryClient();
  const t = useTranslations('toast');
  const said = useRef<typeof answer>(null);
  useEffect(() => {
    if (!answer || said.current === answer) return;
    said.current = answer;
    if (!answer.ok) {
      void client.invalidateQueries({ queryKey: queryKeys.wishList });
      toast.error(t(wasListed ? 'wishListRemoveFailed' : 'wishListAddFailed'), HEART_TOAST);
      return;
    }
    const done = answer.value;
    if (!done) return;
    if (done.keys) {
      void client.cancelQueries({ queryKey: queryKeys.wishListKeys, exact: true });
      client.setQueryData(queryKeys.wishListKeys, done.keys);
      void client.invalidateQueries({ queryKey: queryKeys.wishListPages });
    } else {
      // Refused: what the list holds now is read again.
      void client.invalidateQueries({ queryKey: queryKeys.wishList });
    }
    // spec §8: the toast of what the press did.
    switch (done.outcome) {
      case 'added':
        toast.success(t('wishListAdded'), HEART_TOAST);
        break;
      case 'removed':
        toast.success(t('wishListRemoved'), HEART_TOAST);
        break;
      case 'full':
        toast.error(t('wishListFull'), HEART_TOAST);
        break;
      case 'addFailed':
        toast.error(t('wishListAddFailed'), HEART_TOAST);
        break;
      case 'removeFailed':
        toast.error(t('wishListRemoveFailed'), HEART_TOAST);
    }
    if (done.keys) onChanged?.(done);
  }, [answer, client, t, wasListed, onChanged]);
}
