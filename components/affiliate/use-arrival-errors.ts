'use client';

import { useEffect } from 'react';
import type { FieldErrors as FormErrors, FieldValues, FormState } from 'react-hook-form';
import type { FormArrival } from '@/lib/affiliate/affiliate-form-post';

/**
 * Each field's message: the one a form posted before hydration brought back until the shopper submits
 * again, then the form's own. The address's copy of them goes, so a reload starts clean.
 */
export function useArrivalErrors<V extends FieldValues>(formState: FormState<V>, arrival: FormArrival<keyof V & string> | undefined) {
  const brought = arrival !== undefined && (Object.keys(arrival.errors).length > 0 || Object.keys(arrival.values).length > 0);
  useEffect(() => {
    if (brought) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [brought]);
  const submitted = formState.submitCount > 0;
  const errors: FormErrors<V> = formState.errors;
  return (name: keyof V & string): string | undefined =>
    submitted ? (errors[name]?.message as string | undefined) : ((errors[name]?.message as string | undefined) ?? arrival?.errors[name]);
}
