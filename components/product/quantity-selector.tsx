'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { decreaseQuantity, increaseQuantity, quantityFromInput } from '@/lib/product/quantity';

interface Props {
  value: number;
  /** Units that can be bought; null when stock is not tracked. */
  max: number | null;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** A change is being saved: the controls ignore presses but keep focus (a disabled control drops it). */
  busy?: boolean;
  /** The id of the form the typed quantity is posted with before the page's script runs (CartForm). */
  form?: string;
}

/** Spec §5 quantity input: minus/plus within 1..available; typed values reset to 1 or clamp to available. */
export function QuantitySelector({ value, max, onChange, disabled = false, busy = false, form }: Props) {
  const t = useTranslations('product');
  const id = useId();
  // The field is the browser's (uncontrolled): a number typed before the script ran stays in it and is
  // posted with the cart form (`form`). It may be cleared while typing; the quantity it says is committed.
  const input = useRef<HTMLInputElement>(null);
  const atMin = value <= 1;
  const atMax = max !== null && value >= max;
  const show = (quantity: number) => {
    if (input.current && input.current.value !== String(quantity)) input.current.value = String(quantity);
  };
  // A quantity set from outside (a stepper, a new variant's stock) is written back to the field.
  const drawn = useRef(value);
  useEffect(() => {
    if (drawn.current === value) return;
    drawn.current = value;
    show(value);
  });

  // A button about to reach its limit becomes disabled: focus moves to the field first instead of to <body>.
  function step(next: number, reachesLimit: boolean) {
    if (busy) return;
    if (reachesLimit) input.current?.focus();
    onChange(next);
  }

  function commit(raw: string) {
    const quantity = quantityFromInput(raw, max);
    show(quantity);
    onChange(quantity);
  }

  const button =
    'flex h-11 w-11 items-center justify-center text-xl text-ink hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-400';

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('quantity')}
      </label>
      <div className="inline-flex w-fit items-center rounded-md border border-neutral-400">
        <button
          type="button"
          className={button}
          aria-label={t('decreaseQuantity')}
          disabled={disabled || atMin}
          aria-disabled={busy || undefined}
          onClick={() => {
            const next = decreaseQuantity(value, max);
            step(next, next <= 1);
          }}
        >
          −
        </button>
        <input
          ref={input}
          id={id}
          {...(form && { form, name: 'quantity' })}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          className="h-11 w-14 border-x border-neutral-400 text-center text-base text-ink"
          defaultValue={String(value)}
          disabled={disabled}
          readOnly={busy}
          onChange={(e) => {
            if (e.target.value.trim() !== '') commit(e.target.value);
          }}
          onBlur={(e) => {
            if (e.target.value.trim() === '') commit('');
          }}
        />
        <button
          type="button"
          className={button}
          aria-label={t('increaseQuantity')}
          disabled={disabled || atMax}
          aria-disabled={busy || undefined}
          onClick={() => {
            const next = increaseQuantity(value, max);
            step(next, max !== null && next >= max);
          }}
        >
          +
        </button>
      </div>
    </div>
  );
}
