import { z } from 'zod';
import { ORDER_STATUSES } from '@/lib/api/cart-schemas';

/** spec §2 order history paging: `first` orders from position `after`. */
export interface HistoryPaging {
  first: number;
  after: number;
}

export const HISTORY_PAGE_SIZE = 10;

const pagingQuery = z.object({
  first: z.coerce.number().int().min(1).max(50).catch(HISTORY_PAGE_SIZE),
  after: z.coerce.number().int().min(0).catch(0),
});

/** The paging of a history page's URL; a missing or malformed value falls back to the first page of 10. */
export function historyPagingOf(query: Record<string, string | string[] | undefined>): HistoryPaging {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return pagingQuery.parse({ first: one(query.first) ?? HISTORY_PAGE_SIZE, after: one(query.after) ?? 0 });
}

/** What a page of `total` orders shows (1-based from/to) and where previous and next lead; null where there is none. */
export function historyPager({ first, after }: HistoryPaging, total: number) {
  const from = total === 0 ? 0 : Math.min(after + 1, total);
  const to = Math.min(after + first, total);
  return {
    from,
    to,
    previous: after > 0 ? { first, after: Math.max(0, after - first) } : null,
    next: after + first < total ? { first, after: after + first } : null,
  };
}

const KNOWN = new Set<string>(ORDER_STATUSES);

/** spec §4: the label key of an order status; anything the shop does not know reads 'Unavailable'. */
export function orderStatusKey(status: string): string {
  return `order.status.${KNOWN.has(status) ? status : 'UNAVAILABLE'}`;
}
