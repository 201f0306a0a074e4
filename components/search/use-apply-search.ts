'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { useAnnounce } from '@/components/ui/live-region';
import type { SearchRequest } from '@/lib/api/schemas';
import { paths } from '@/lib/routes/paths';
import { useSearchNavigation } from './search-navigation';
import { searchSetOnPage } from './search-settings';

/**
 * Submit handler of the search page's forms (WCAG 3.2.2: nothing applies before Apply). It applies every
 * choice on the page at once; the pressed button keeps focus and the new count is announced.
 */
export function useApplySearch(request: SearchRequest, pageSize: number, total: number) {
  const t = useTranslations('search');
  const announce = useAnnounce();
  const { navigate, startedBy } = useSearchNavigation();

  function onSubmit(event: FormEvent<HTMLFormElement>, buttonId: string) {
    event.preventDefault();
    const next = paths.search(searchSetOnPage(pageSize, event.currentTarget), { pageSize });
    // Nothing changed: no new page would announce the count, so say it here.
    if (next === paths.search(request, { pageSize })) {
      announce(t('resultsFound', { total }));
      return;
    }
    navigate(next, buttonId);
  }

  /** True while the search this control applied loads (the results show it too). */
  const pendingFrom = (buttonId: string) => startedBy === buttonId;
  return { onSubmit, pendingFrom } as const;
}
