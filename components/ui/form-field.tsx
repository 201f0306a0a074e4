'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Alert } from './alert';

// A disabled control (a district before its province) looks greyed out, not merely unresponsive.
const control =
  'min-h-11 w-full rounded-md border border-neutral-400 bg-white px-3 text-ink aria-[invalid=true]:border-red-700 disabled:cursor-not-allowed disabled:border-neutral-300 disabled:bg-neutral-100 disabled:text-ink-muted';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  /** A key of the `validation` messages. */
  error?: string;
  children: ReactNode;
}

/** What both kinds of control carry: the shared look, and required/invalid state tied to the message. */
function controlProps(id: string, required: boolean | undefined, error: string | undefined) {
  return {
    id,
    className: control,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/** Label, control and its message, tied together for assistive technology. */
function FieldShell({ id, label, required, error, children }: FieldShellProps) {
  const t = useTranslations('validation');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </div>
  );
}

type TextProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

export const TextField = forwardRef<HTMLInputElement, TextProps>(function TextField({ label, error, required, ...rest }, ref) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <input ref={ref} {...controlProps(id, required, error)} {...rest} />
    </FieldShell>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  placeholder: string;
  options: { value: string; label: string }[];
};

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, required, placeholder, options, ...rest },
  ref,
) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <select ref={ref} {...controlProps(id, required, error)} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});

/** spec §5 'Please fill the mandatory fields', announced when a step is submitted incomplete. */
export function MandatoryNotice({ show, id }: { show: boolean; id?: string }) {
  const t = useTranslations('validation');
  return <Alert id={id}>{show ? t('mandatoryFields') : null}</Alert>;
}
