import { z } from 'zod';
import { isLocale } from '@/i18n/routing';
import { bffRoute } from '@/lib/bff/route';
import { loadMenus } from '@/lib/layout/load-menus';

const params = z.object({
  locale: z.string().refine(isLocale, 'locale must be en, si or ta').default('en'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be a three-letter code'),
});

/**
 * GET ?locale=&currency= — the header's menus with their groups and related products, read when a
 * menu is first opened (the page carries the top-level links only). Related products depend on the
 * inventory location cookie: private, kept by the browser for a minute; the server's reads come from
 * the data cache, refreshed by the revalidate webhook's tags.
 */
export const GET = bffRoute({ query: params, browserCacheSeconds: 60 }, ({ query, caller }) =>
  loadMenus({ locale: query.locale, currency: query.currency, inventoryId: caller.inventoryId }),
);
