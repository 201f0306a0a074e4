'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import type { AffiliateFormAnswer } from '@/lib/affiliate/affiliate-forms';
import type { ActionAnswer } from '@/lib/bff/action';

/** spec §8: top-right, 2000 ms. */
export const AFFILIATE_TOAST = { position: 'top-right', duration: 2000 } as const;

type Failed = 'paymentInfoUpdateFailed' | 'affiliateLinkCreateFailed';

/**
 * Says each answer of an affiliate form's Server Function once, as its spec §8 toast (a refused call as the
 * failure), then hands it to `onAnswer`. The answer a post before hydration brought back with the page is
 * said the same way once the script runs.
 */
export function useAffiliateAnswer<T extends AffiliateFormAnswer<string>>(
  answer: ActionAnswer<T> | null,
  failed: Failed,
  onAnswer?: (value: T) => void,
) {
  const t = useTranslations('toast');
  const said = useRef<typeof answer>(null);
  useEffect(() => {
    if (!answer || said.current === answer) return;
    said.current = answer;
    if (!answer.ok) {
      toast.error(t(failed), AFFILIATE_TOAST);
      return;
    }
    const { outcome } = answer.value;
    if (outcome) (outcome.endsWith('Failed') ? toast.error : toast.success)(t(outcome), AFFILIATE_TOAST);
    onAnswer?.(answer.value);
  }, [answer, failed, onAnswer, t]);
}
