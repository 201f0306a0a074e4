'use client';

import { useLocale } from 'next-intl';
import { useId } from 'react';
import { rememberFocusAfterNavigation } from '@/components/ui/navigation-focus';
import { Link } from '@/i18n/navigation';
import type { Variance } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { selectValue, swatchRows, type VarianceSelection } from '@/lib/product/variants';
import { variantControlId, variantHref, type VariantRoute } from './variant-href';

interface Props {
  variance: Variance;
  variances: readonly Variance[];
  selection: VarianceSelection;
  label: string;
  look: 'radio' | 'swatch';
  route?: VariantRoute;
  onSelect?: (value: string) => void;
  /** 'Please select …' once Add/Buy was pressed without a value here. */
  error?: string;
}

/**
 * RADIO and SWITCH variances: one choice per value. On a product page each choice is a link that
 * replaces the URL without scrolling, and focus comes back to it on the new variant's page; in the
 * quick view it is a toggle button. SWITCH swatches sit in rows of 5 (spec §9).
 */
export function VarianceOptions({ variance, variances, selection, label, look, route, onSelect, error }: Props) {
  const locale = useLocale();
  const errorId = useId();
  // The message is each choice's description too: focus lands on a choice, not on the group.
  const describedBy = error ? errorId : undefined;
  const rows = look === 'swatch' ? swatchRows(variance.values) : [variance.values];

  return (
    <fieldset data-variance={variance.id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium text-ink">
        {label}
        {selection[variance.id] !== undefined && (
          <span className="font-normal text-ink-muted">
            : {localize(variance.values.find((v) => v.value === selection[variance.id])?.label, locale)}
          </span>
        )}
      </legend>
      {error && (
        <p id={errorId} className="mb-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {rows.map((row, r) => (
          <div key={r} className={look === 'swatch' ? 'grid grid-cols-5 gap-2' : 'flex flex-wrap gap-2'}>
            {row.map((option) => {
              const chosen = selection[variance.id] === option.value;
              const text = localize(option.label, locale) || option.value;
              const className = `${look === 'swatch' ? 'flex min-h-11 items-center justify-center px-1 text-center' : 'inline-flex min-h-11 items-center gap-2 px-4'} rounded-md border text-sm ${
                chosen ? 'border-ink bg-ink text-white' : 'border-neutral-400 bg-white text-ink hover:border-ink'
              }`;
              const mark = look === 'radio' && (
                <span
                  aria-hidden="true"
                  className={`h-3 w-3 rounded-full border ${chosen ? 'border-white bg-white' : 'border-neutral-500'}`}
                />
              );
              if (onSelect || !route) {
                return (
                  <button
                    key={option.value}
                    type="button"
                    aria-pressed={chosen}
                    aria-describedby={describedBy}
                    className={className}
                    onClick={() => onSelect?.(option.value)}
                  >
                    {mark}
                    {text}
                  </button>
                );
              }
              const id = variantControlId(variance.id, option.value);
              return (
                <Link
                  key={option.value}
                  id={id}
                  onClick={() => rememberFocusAfterNavigation(id)}
                  href={variantHref(route, variances, selectValue(selection, variance.id, option.value))}
                  replace
                  scroll={false}
                  aria-current={chosen ? 'true' : undefined}
                  aria-describedby={describedBy}
                  className={className}
                >
                  {mark}
                  {text}
                </Link>
              );
            })}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
