'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { Variance } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { missingVariances, type VarianceSelection } from '@/lib/product/variants';

/** The first control (a choice link or button, or the select) of a variance's group inside `container`. */
function firstControlOf(container: HTMLElement | null, varianceId: string): HTMLElement | null {
  const group = [...(container?.querySelectorAll<HTMLElement>('[data-variance]') ?? [])].find((el) => el.dataset.variance === varianceId);
  return group?.querySelector<HTMLElement>('select, a[href], button') ?? null;
}

/**
 * spec §5 'a variance selection is required per variance type': `checkChoice` lets Add/Buy go ahead only
 * when every variance has a value; otherwise each unchosen group says 'Please select …' and focus moves to
 * the first of them. `container` must hold the variance selectors.
 */
export function useVarianceChoice(variances: readonly Variance[], selection: VarianceSelection) {
  const t = useTranslations('product');
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  // Each press renders again (and so runs the focus effect), even when the messages already show.
  const [presses, setPresses] = useState(0);
  const focusPending = useRef(false);
  const missing = missingVariances(variances, selection);
  const textOf = (variance: Variance) => t('selectVariance', { variance: localize(variance.label, locale) });
  const errors: Record<string, string> = presses > 0 ? Object.fromEntries(missing.map((v) => [v.id, textOf(v)])) : {};
  const firstMissing = missing[0];

  // Focus moves once the messages are rendered, so the group is read with its message.
  useEffect(() => {
    if (!focusPending.current || !firstMissing) return;
    focusPending.current = false;
    const control = firstControlOf(container.current, firstMissing.id);
    control?.scrollIntoView?.({ block: 'center' });
    control?.focus({ preventScroll: true });
  });

  /** True when every variance is chosen; otherwise says what is missing and answers false. */
  function checkChoice(): boolean {
    if (!firstMissing) return true;
    focusPending.current = true;
    setPresses((n) => n + 1);
    return false;
  }

  return { container, errors, checkChoice, missingText: firstMissing ? textOf(firstMissing) : null } as const;
}
