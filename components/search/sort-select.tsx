'use client';

import { useTranslations } from 'next-intl';
import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Spinner } from '@/components/common/spinner';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { SearchRequest } from '@/lib/api/schemas';
import { SORT_OPTIONS } from '@/lib/api/search-options';
import { KeptFields } from './kept-fields';
import { SORT_ID } from './search-settings';
import { useApplySearch } from './use-apply-search';

const APPLY_ID = 'search-sort-apply';
const PRICE_SORTS = new Set<string>(['PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW']);

/** Keys that step through a closed select's options without opening it (Chromium, Firefox on Windows and Linux). */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

interface Props {
  request: SearchRequest;
  pageSize: number;
  /** Products the current search found: said again when a choice changes nothing. */
  total: number;
  /** The form's target, with the language prefix. */
  action: string;
  /** spec §6 hidden prices: the price sorts are left out (the customer API ignores them then). */
  pricesHidden?: boolean;
}

/**
 * Spec §2 sort options as a GET form. With the script a choice applies at once, with the filters ticked
 * beside the results; without it the Apply button sends the form. Keys stepping through the closed select
 * apply only on Enter or when focus leaves (WCAG 3.2.2: browsing the options must not reload the results).
 */
export function SortSelect({ request, pageSize, total, action, pricesHidden = false }: Props) {
  const t = useTranslations('search');
  const tc = useTranslations('common');
  const hydrated = useHydrated();
  // The old results stay until the new ones are ready; the spinner says something is happening.
  const { onSubmit, pendingFrom } = useApplySearch(request, pageSize, total);
  const browsing = useRef(false);
  // Left by Tab: focus stays where the shopper went, not back on the select.
  const leaving = useRef(false);
  const applied = request.sortBy ?? '';

  const apply = (select: HTMLSelectElement, left = false) => {
    browsing.current = false;
    leaving.current = left;
    if (select.value !== applied) select.form?.requestSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    // Typing a letter picks an option too; Space opens the list, where a pick is a choice.
    if (BROWSING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ')) browsing.current = true;
    if (event.key === 'Enter') {
      event.preventDefault();
      apply(event.currentTarget);
    }
  };
  const onBlur = (event: FocusEvent<HTMLSelectElement>) => {
    if (browsing.current) apply(event.currentTarget, true);
  };

  return (
    <form
      method="get"
      action={action}
      // Focus stays on the select (or on Apply before the script runs); an empty id remembers none.
      onSubmit={(e) => onSubmit(e, !hydrated ? APPLY_ID : leaving.current ? '' : SORT_ID)}
      className="flex min-w-0 max-w-full flex-wrap items-center gap-2"
    >
      <label htmlFor={SORT_ID} className="text-sm font-medium text-ink">
        {t('sortBy')}
      </label>
      <KeptFields request={request} pageSize={pageSize} omit={['sortBy']} />
      {/* A long option (Tamil, Sinhala) would make the select wider than a phone: it shrinks to the row instead. */}
      <select
        id={SORT_ID}
        name="sortBy"
        defaultValue={applied}
        onChange={(e) => {
          if (!browsing.current) apply(e.currentTarget);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onPointerDown={() => {
          browsing.current = false;
        }}
        className="h-11 min-w-0 max-w-full rounded-md border border-neutral-400 bg-white px-3 text-sm text-ink"
      >
        {/* No sortBy: the API's own order, by relevance when there is a query. */}
        <option value="">{request.query ? t('sortDefault.relevance') : t('sortDefault.featured')}</option>
        {(pricesHidden ? SORT_OPTIONS.filter((option) => !PRICE_SORTS.has(option)) : SORT_OPTIONS).map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button id={APPLY_ID} type="submit" className="h-11 rounded-md border border-ink px-3 text-sm font-medium text-ink">
          {t('applyFilters')}
        </button>
      )}
      {(pendingFrom(SORT_ID) || pendingFrom(APPLY_ID)) && (
        // Said once by the results region; here only seen.
        <span aria-hidden="true">
          <Spinner label={tc('loading')} className="size-5" />
        </span>
      )}
    </form>
  );
}
