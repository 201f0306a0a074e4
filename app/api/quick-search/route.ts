import { z } from 'zod';
import { isLocale } from '@/i18n/routing';
import { getSiteSchema, searchProducts } from '@/lib/api/catalogue';
import { bffRoute } from '@/lib/bff/route';
import { quickSearchItem, type QuickSearchResult } from '@/lib/layout/quick-search-item';

/** spec §9: quick search shows 6 results. */
const QUICK_SEARCH_SIZE = 6;

const params = z.object({
  query: z.string().trim().max(200, 'query is at most 200 characters').default(''),
  locale: z.string().refine(isLocale, 'locale must be en, si or ta').default('en'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'currency must be a three-letter code')
    .optional(),
});

/**
 * GET ?query=&locale=&currency= — the quick-search dropdown: the first 6 matches at the shopper's
 * inventory location, trimmed to what the dropdown shows. Depends on the location cookie: private,
 * briefly kept by the browser only.
 */
export const GET = bffRoute({ query: params, browserCacheSeconds: 30 }, async ({ query: q, caller }): Promise<QuickSearchResult> => {
  if (q.query === '') return { query: q.query, total: 0, items: [] };
  const [schema, result] = await Promise.all([
    getSiteSchema(),
    searchProducts({ query: q.query, first: QUICK_SEARCH_SIZE, after: 0, source: 'search' }, { inventoryId: caller.inventoryId }),
  ]);
  const currency = schema.generalSettings.hideProductPrice ? undefined : q.currency;
  return { query: q.query, total: result.total, items: result.products.map((p) => quickSearchItem(p, q.locale, currency)) };
});
