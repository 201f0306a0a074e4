'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Spinner } from '@/components/common/spinner';
import { useRouter } from '@/i18n/navigation';
import { SORT_OPTIONS, type SearchRequest } from '@/lib/api/schemas';
import { paths } from '@/lib/routes/paths';
import { isSortBy } from '@/lib/search/params';
import { KeptFields } from './kept-fields';
import { rememberSearchControl } from './search-focus';

// Fixed, so focus can find the select again in the results page that replaces this one.
const SORT_ID = 'search-sort';

interface Props {
  request: SearchRequest;
  pageSize: number;
  /** The form's target, with the language prefix. */
  action: string;
}

/**
 * Spec §2 sort options. A GET form (Apply without JavaScript); with JavaScript a change applies at once,
 * focus stays on the select and the new count is announced.
 */
export function SortSelect({ request, pageSize, action }: Props) {
  const t = useTranslations('search');
  const tc = useTranslations('common');
  const router = useRouter();
  // The old results stay until the new ones are ready; the spinner says something is happening.
  const [pending, startTransition] = useTransition();

  return (
    <form method="get" action={action} className="flex items-center gap-2">
      <label htmlFor={SORT_ID} className="text-sm font-medium text-ink">
        {t('sortBy')}
      </label>
      <KeptFields request={request} pageSize={pageSize} omit={['sortBy']} />
      <select
        id={SORT_ID}
        name="sortBy"
        defaultValue={request.sortBy ?? ''}
        onChange={(e) => {
          const value = e.target.value;
          rememberSearchControl(SORT_ID);
          startTransition(() => router.push(paths.search({ ...request, sortBy: isSortBy(value) ? value : undefined, after: 0 }, { pageSize })));
        }}
        className="h-11 rounded-md border border-neutral-400 bg-white px-3 text-sm text-ink"
      >
        <option value="">—</option>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
      {pending && <Spinner label={tc('loading')} className="size-5" />}
      <noscript>
        <button type="submit" className="h-11 rounded-md border border-ink px-3 text-sm font-medium text-ink">
          {tc('apply')}
        </button>
      </noscript>
    </form>
  );
}
