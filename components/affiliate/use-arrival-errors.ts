'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { FieldErrors as FormErrors, FieldValues, FormState } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import type { FormArrival } from '@/lib/affiliate/affiliate-form-post';

/** spec §8: top-right, 2000 ms. */
const TOAST = { position: 'top-right', duration: 2000 } as const;

/**
 * What a form posted before hydration brought back: its outcome as the spec §8 toast, once; each field's
 * message until the shopper submits again, then the form's own. The address's copy goes, so a reload
 * starts clean.
 */
export function useArrivalErrors<V extends FieldValues>(formState: FormState<V>, arrival: FormArrival<keyof V & string> | undefined) {
  const t = useTranslations('toast');
  const outcome = arrival?.outcome;
  const brought =
    arrival !== undefined && (outcome !== undefined || Object.keys(arrival.errors).length > 0 || Object.keys(arrival.values).length > 0);
  useEffect(() => {
    if (brought) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [brought]);
  useEffect(() => {
    if (outcome) (outcome.endsWith('Failed') ? toast.error : toast.success)(t(outcome), TOAST);
  }, [outcome, t]);
  const submitted = formState.submitCount > 0;
  const errors: FormErrors<V> = formState.errors;
  return (name: keyof V & string): string | undefined =>
    submitted ? (errors[name]?.message as string | undefined) : ((errors[name]?.message as string | undefined) ?? arrival?.errors[name]);
}
