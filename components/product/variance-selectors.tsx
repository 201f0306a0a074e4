'use client';

import { useLocale } from 'next-intl';
import type { Variance } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { selectValue, type VarianceSelection } from '@/lib/product/variants';
import { VarianceDropdown } from './variance-dropdown';
import { VarianceOptions } from './variance-options';
import type { VariantRoute } from './variant-href';

export interface VarianceSelectorsProps {
  variances: readonly Variance[];
  selection: VarianceSelection;
  /** Page mode: every choice is a URL of the route (works without JavaScript). */
  route?: VariantRoute;
  /** Modal mode (quick view): choices change local state instead of the URL. */
  onSelect?: (selection: VarianceSelection) => void;
  /** spec §5 'Please select …' per variance id still unchosen when Add/Buy was pressed. */
  errors?: Readonly<Record<string, string>>;
}

/** Spec §2 variant selectors, one per variance, by its type RADIO, DROPDOWN or SWITCH. */
export function VarianceSelectors({ variances, selection, route, onSelect, errors = {} }: VarianceSelectorsProps) {
  const locale = useLocale();
  if (variances.length === 0) return null;

  return (
    <div className="flex flex-col gap-4">
      {variances.map((variance) => {
        const common = {
          variance,
          variances,
          selection,
          label: localize(variance.label, locale),
          route,
          error: errors[variance.id],
          onSelect: onSelect ? (value: string) => onSelect(selectValue(selection, variance.id, value)) : undefined,
        };
        return variance.type === 'DROPDOWN' ? (
          <VarianceDropdown key={variance.id} {...common} />
        ) : (
          <VarianceOptions key={variance.id} {...common} look={variance.type === 'SWITCH' ? 'swatch' : 'radio'} />
        );
      })}
    </div>
  );
}
