'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';

interface Props<T extends string> {
  /** One `name` for the whole group, so arrow keys move through every option. */
  name: string;
  legend: string;
  /** A disabled option (an expired card) is shown but cannot be chosen. */
  options: readonly { value: T; label: ReactNode; disabled?: boolean }[];
  /** The chosen value; anything not among the options (none yet) checks nothing. */
  value: string | null | undefined;
  onChoose: (value: T) => void;
  /** A `validation` key: the group is marked invalid and the message is tied to it. */
  error?: string | null;
  /** Buttons side by side (methods) or a list (plans). */
  layout?: 'row' | 'list';
  ref?: Ref<HTMLFieldSetElement>;
  /** The id of a form elsewhere on the page the radios are posted with (a button pressed before hydration). */
  form?: string;
  /** Posted with `form` before hydration, the browser itself asks for a choice when none is made. */
  required?: boolean;
  /** Shown under the options: a refusal, or why there are none. */
  children?: ReactNode;
}

/**
 * A required checkout choice as native radios. They stay enabled while a choice is saved: a disabled
 * radio drops keyboard focus to the page, so arrowing through the group would stop after one press.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  options,
  value,
  onChoose,
  error,
  layout = 'row',
  ref,
  form,
  required = false,
  children,
}: Props<T>) {
  const t = useTranslations('validation');
  const legendId = useId();
  const errorId = useId();
  const list = useRef<HTMLDivElement>(null);
  // The radios start as the page drew them and then belong to the browser, so one ticked before the
  // script ran stays ticked and is posted with the step's form. Only a later change of the chosen value
  // (a save that failed, a choice made for the shopper) is written back to them.
  const drawn = useRef(value);
  useEffect(() => {
    if (drawn.current === value) return;
    drawn.current = value;
    for (const radio of list.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])
      radio.checked = radio.value === value;
  }, [value]);
  const box = layout === 'row' ? 'gap-2 px-4 has-[:checked]:bg-brand-soft' : 'gap-3 px-3';
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendId} className="mb-2 font-semibold">
        {legend}
      </legend>
      <div ref={list} className={layout === 'row' ? 'flex flex-wrap gap-3' : 'space-y-2'}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-11 items-center ${option.disabled ? 'cursor-not-allowed text-neutral-600' : 'cursor-pointer'} rounded-md border has-[:checked]:border-brand ${error ? 'border-red-700' : 'border-neutral-300'} ${box}`}
          >
            <input
              type="radio"
              name={name}
              form={form}
              required={required}
              value={option.value}
              defaultChecked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChoose(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-semibold text-red-700">
          {t(error)}
        </p>
      )}
      {children}
    </fieldset>
  );
}
