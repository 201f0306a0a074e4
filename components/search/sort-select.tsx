'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/common/spinner';
import type { SearchRequest } from '@/lib/api/schemas';
import { SORT_OPTIONS } from '@/lib/api/search-options';
import { KeptFields } from './kept-fields';
import { SORT_ID } from './search-settings';
import { useApplySearch } from './use-apply-search';

const APPLY_ID = 'search-sort-apply';

interface Props {
  request: SearchRequest;
  pageSize: number;
  /** Products the current search found: said again when Apply changes nothing. */
  total: number;
  /** The form's target, with the language prefix. */
  action: string;
}

/**
 * Spec §2 sort options as a GET form. A new choice waits for Apply (an arrow key on the closed select
 * must not reload the results, WCAG 3.2.2); Apply also takes the filters ticked beside the results.
 */
export function SortSelect({ request, pageSize, total, action }: Props) {
  const t = useTranslations('search');
  const tc = useTranslations('common');
  // The old results stay until the new ones are ready; the spinner says something is happening.
  const { onSubmit, pendingFrom } = useApplySearch(request, pageSize, total);

  return (
    <form
      method="get"
      action={action}
      onSubmit={(e) => onSubmit(e, APPLY_ID)}
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
        defaultValue={request.sortBy ?? ''}
        className="h-11 min-w-0 max-w-full rounded-md border border-neutral-400 bg-white px-3 text-sm text-ink"
      >
        <option value="">—</option>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
      <button id={APPLY_ID} type="submit" className="h-11 rounded-md border border-ink px-3 text-sm font-medium text-ink">
        {t('applyFilters')}
      </button>
      {pendingFrom(APPLY_ID) && (
        // Said once by the results region; here only seen.
        <span aria-hidden="true">
          <Spinner label={tc('loading')} className="size-5" />
        </span>
      )}
    </form>
  );
}
