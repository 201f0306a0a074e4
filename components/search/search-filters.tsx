'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Spinner } from '@/components/common/spinner';
import type { Facet, SearchRequest } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { paths } from '@/lib/routes/paths';
import { KeptFields } from './kept-fields';
import { SearchLink } from './search-navigation';
import { PRICE_MAX_FIELD, PRICE_MIN_FIELD } from '@/lib/search/filter-form';
import { FILTER_FORM_ATTRIBUTE } from './search-settings';
import { useApplySearch } from './use-apply-search';

interface Props {
  request: SearchRequest;
  pageSize: number;
  /** Products the current search found: said again when Apply changes nothing. */
  total: number;
  categories: Facet[];
  brands: Facet[];
  /** The form's target, with the language prefix. */
  action: string;
  /** Keeps ids unique when the filters are rendered twice (mobile and desktop). */
  idPrefix: string;
  /** Currency code the price range is in; the price filter is left out when prices are hidden. */
  priceCurrency: string | null;
}

/**
 * Category, brand and price-range filters as one GET form writing the spec §2 URL (repeated tags,
 * r_price=min,max). Ticks and prices wait for Apply (WCAG 3.2.2), which also takes the sort chosen
 * above the results; focus stays on Apply and the new count is announced.
 */
export function SearchFilters({ request, pageSize, total, categories, brands, action, idPrefix, priceCurrency }: Props) {
  const t = useTranslations('search');
  const tc = useTranslations('common');
  const locale = useLocale();
  const { onSubmit, pendingFrom } = useApplySearch(request, pageSize, total);
  const chosen = new Set(request.tags ?? []);
  const price = request.ranges?.price;
  const applyId = `${idPrefix}-apply-filters`;

  const group = (legend: string, facets: Facet[], prefix: 'cat/' | 'brand/') => {
    const shown = [...facets];
    // A tag chosen in the URL stays visible (and can be unticked) even when the answer has no facet for it.
    for (const tag of chosen) {
      if (tag.startsWith(prefix) && !shown.some((f) => f.tag === tag))
        shown.push({ tag, label: { en: tag.slice(prefix.length) }, count: 0 });
    }
    if (shown.length === 0) return null;
    return (
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
        {shown.map((facet) => {
          const id = `${idPrefix}-${facet.tag}`;
          return (
            <div key={facet.tag} className="flex min-h-9 items-center gap-2">
              <input
                id={id}
                type="checkbox"
                name="tags"
                value={facet.tag}
                defaultChecked={chosen.has(facet.tag)}
                className="h-5 w-5 accent-ink"
              />
              <label htmlFor={id} className="text-sm text-ink">
                {localize(facet.label, locale)}
                {facet.count > 0 && <span className="text-ink-muted"> ({facet.count})</span>}
              </label>
            </div>
          );
        })}
      </fieldset>
    );
  };

  return (
    <form
      method="get"
      action={action}
      onSubmit={(e) => onSubmit(e, applyId)}
      className="flex flex-col gap-6"
      aria-label={t('filters')}
      {...{ [FILTER_FORM_ATTRIBUTE]: '' }}
    >
      <KeptFields request={request} pageSize={pageSize} omit={['tags', 'r_price']} />
      {group(t('categories'), categories, 'cat/')}
      {group(t('brands'), brands, 'brand/')}
      {priceCurrency && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">
            {t('price')} ({priceCurrency})
          </legend>
          <div className="flex items-end gap-2">
            {[
              { name: PRICE_MIN_FIELD, label: t('minPrice'), value: price?.[0] },
              { name: PRICE_MAX_FIELD, label: t('maxPrice'), value: price?.[1] },
            ].map((field) => (
              <div key={field.name} className="flex flex-1 flex-col gap-1">
                <label htmlFor={`${idPrefix}-${field.name}`} className="text-xs text-ink-muted">
                  {field.label}
                </label>
                <input
                  id={`${idPrefix}-${field.name}`}
                  name={field.name}
                  type="number"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  defaultValue={field.value ?? ''}
                  className="h-11 w-full rounded-md border border-neutral-400 px-2 text-sm text-ink"
                />
              </div>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex items-center gap-3">
        <button id={applyId} type="submit" className="h-11 rounded-md bg-ink px-4 text-sm font-semibold text-white">
          {t('applyFilters')}
        </button>
        {(chosen.size > 0 || price) && (
          <SearchLink
            href={paths.search(
              { query: request.query, sortBy: request.sortBy, related: request.related, first: request.first },
              { pageSize },
            )}
            className="text-sm font-medium text-ink underline"
          >
            {t('clearFilters')}
          </SearchLink>
        )}
        {pendingFrom(applyId) && (
          // Said once by the results region; here only seen.
          <span aria-hidden="true">
            <Spinner label={tc('loading')} className="size-5" />
          </span>
        )}
      </div>
    </form>
  );
}
