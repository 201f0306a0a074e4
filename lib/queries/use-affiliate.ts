'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AffiliateLink, AffiliateLinkUpdate, AffiliateReport, AffiliateStatistics } from '@/lib/api/affiliate-schemas';
import { bff } from '@/lib/bff/client';
import { queryKeys } from './keys';

/** The affiliate's links with clicks, orders and earnings. */
export function useAffiliateLinks(initialData?: AffiliateLink[]) {
  return useQuery({ queryKey: queryKeys.affiliateLinks, queryFn: bff.affiliate.links, staleTime: 10_000, initialData });
}

export function useUpdateAffiliateLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ token, change }: { token: string; change: AffiliateLinkUpdate }) => bff.affiliate.update(token, change),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.affiliate }),
  });
}

/** Daily numbers of a range; the first range comes with the page. */
export function useAffiliateStatistics(range: { from: string; to: string }, initial?: AffiliateStatistics) {
  return useQuery({
    queryKey: queryKeys.affiliateStatistics(range.from, range.to),
    queryFn: () => bff.affiliate.statistics(range),
    initialData: initial && initial.from === range.from && initial.to === range.to ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useAffiliateReport(page: { page: number; size: number }, initial?: AffiliateReport) {
  return useQuery({
    queryKey: queryKeys.affiliateReport(page.page, page.size),
    queryFn: () => bff.affiliate.report(page),
    initialData: initial && initial.page === page.page && initial.size === page.size ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
