'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { rememberFocusAfterNavigation } from '@/components/ui/navigation-focus';
import { useRouter } from '@/i18n/navigation';
import { isLocale, routing } from '@/i18n/routing';
import type { Variance } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { buildVarianceKey, selectValue, type VarianceSelection } from '@/lib/product/variants';
import { localizedPath } from '@/lib/routes/paths';
import { routeHref, variantControlId, variantHref, type VariantRoute } from './variant-href';

interface Props {
  variance: Variance;
  variances: readonly Variance[];
  selection: VarianceSelection;
  label: string;
  route?: VariantRoute;
  onSelect?: (value: string) => void;
  /** 'Please select …' once Add/Buy was pressed without a value here. */
  error?: string;
}

/**
 * DROPDOWN variance. On a product page it is a GET form (submit button for shoppers without
 * JavaScript) and a change replaces the URL at once; in the quick view it changes local state.
 */
export function VarianceDropdown({ variance, variances, selection, label, route, onSelect, error }: Props) {
  const locale = useLocale();
  const t = useTranslations('common');
  const router = useRouter();
  const localId = useId();
  const errorId = useId();
  // On a page the select is found again by this id once the new variant's page has rendered.
  const id = route && !onSelect ? variantControlId(variance.id) : localId;
  const current = selection[variance.id] ?? '';

  // The id route selects by varianceKey, so each option carries the whole key of its variant.
  const optionValue = (value: string) =>
    route?.kind === 'id' ? buildVarianceKey(variances, selectValue(selection, variance.id, value)) : value;

  const select = (
    <select
      id={id}
      name={route?.kind === 'id' ? 'varianceKey' : variance.id}
      value={optionValue(current)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(e) => {
        const value = variance.values.find((v) => optionValue(v.value) === e.target.value)?.value;
        if (value === undefined) return;
        if (onSelect) onSelect(value);
        else if (route) {
          rememberFocusAfterNavigation(id);
          router.replace(variantHref(route, variances, selectValue(selection, variance.id, value)), { scroll: false });
        }
      }}
      className="h-11 w-full max-w-xs rounded-md border border-neutral-400 bg-white px-3 text-base text-ink"
    >
      {current === '' && <option value="">—</option>}
      {variance.values.map((v) => (
        <option key={v.value} value={optionValue(v.value)}>
          {localize(v.label, locale) || v.value}
        </option>
      ))}
    </select>
  );

  const labelEl = (
    <label htmlFor={id} className="mb-2 block text-sm font-medium text-ink">
      {label}
    </label>
  );

  const message = error && (
    <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  );

  if (onSelect || !route) {
    return (
      <div data-variance={variance.id}>
        {labelEl}
        {select}
        {message}
      </div>
    );
  }

  return (
    <form
      data-variance={variance.id}
      method="get"
      action={localizedPath(isLocale(locale) ? locale : routing.defaultLocale, routeHref(route))}
    >
      {labelEl}
      {route.kind === 'slug' &&
        variances
          .filter((v) => v.id !== variance.id && selection[v.id] !== undefined)
          .map((v) => <input key={v.id} type="hidden" name={v.id} value={selection[v.id]} />)}
      <div className="flex gap-2">
        {select}
        <noscript>
          <button type="submit" className="h-11 rounded-md border border-ink px-4 text-sm font-medium text-ink">
            {t('apply')}
          </button>
        </noscript>
      </div>
      {message}
    </form>
  );
}
