'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { CloseIcon } from '@/components/layout/icons';
import type { Facet, SearchRequest } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { paths } from '@/lib/routes/paths';
import { activeFilters, withoutFilters, type ActiveFilter } from '@/lib/search/active-filters';
import { SearchLink } from './search-navigation';

/** The results heading: focus goes there once the last chip is gone. */
export const SEARCH_TITLE_ID = 'search-title';

const chipId = (index: number) => `filter-chip-${index}`;

interface Props {
  request: SearchRequest;
  pageSize: number;
  facets: Facet[];
}

/**
 * The filters in force as removable chips above the results, and "Clear all": links to the search without
 * them, so they work before the page's script runs. Once it has, after a chip is removed focus moves to
 * the chip that took its place (else the one before it, else the results heading).
 */
export function ActiveFilterChips({ request, pageSize, facets }: Props) {
  const t = useTranslations('search');
  const locale = useLocale();
  const format = useFormatter();
  const filters = activeFilters(request, facets);
  if (filters.length === 0) return null;

  const name = (filter: ActiveFilter) => {
    if (filter.kind === 'tag') return localize(filter.label, locale);
    const field = filter.name === 'price' ? t('price') : filter.name;
    const [min, max] = filter.range;
    const low = format.number(min ?? 0);
    return max === undefined
      ? t('chips.rangeFrom', { name: field, min: low })
      : t('chips.range', { name: field, min: low, max: format.number(max) });
  };
  const left = filters.length - 1;
  const focusAfter = (index: number) => (left === 0 ? SEARCH_TITLE_ID : chipId(Math.min(index, left - 1)));

  return (
    <section aria-label={t('chips.label')} className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter, index) => {
          const label = name(filter);
          return (
            <li key={filter.kind === 'tag' ? filter.tag : `r_${filter.name}`}>
              <SearchLink
                id={chipId(index)}
                href={paths.search(filter.remove, { pageSize })}
                focusAfter={focusAfter(index)}
                aria-label={t('chips.remove', { name: label })}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-400 bg-neutral-50 px-4 text-sm text-ink hover:bg-neutral-100"
              >
                {label}
                <CloseIcon className="size-3.5" strokeWidth={3} />
              </SearchLink>
            </li>
          );
        })}
      </ul>
      <SearchLink
        href={paths.search(withoutFilters(request), { pageSize })}
        focusAfter={SEARCH_TITLE_ID}
        className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-ink underline"
      >
        {t('clearFilters')}
      </SearchLink>
    </section>
  );
}
