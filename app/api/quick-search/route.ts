import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { isLocale } from '@/i18n/routing';
import { getSiteSchema, searchProducts } from '@/lib/api/catalogue';
import { isApiError } from '@/lib/api/errors';
import { quickSearchItem } from '@/lib/layout/quick-search-item';
import { COOKIES, isInventoryId } from '@/lib/shopper/context';

/** spec §9: quick search shows 6 results. */
const QUICK_SEARCH_SIZE = 6;

const params = z.object({
  query: z.string().trim().max(200, 'query is at most 200 characters'),
  locale: z.string().refine(isLocale, 'locale must be en, si or ta').default('en'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be a three-letter code').optional(),
});

/**
 * GET ?query=&locale=&currency= — the quick-search dropdown: the first 6 matches at the shopper's
 * inventory location, trimmed to what the dropdown shows.
 */
export async function GET(request: NextRequest) {
  const sp = request.nextUrl.searchParams;
  const parsed = params.safeParse({
    query: sp.get('query') ?? '',
    locale: sp.get('locale') ?? undefined,
    currency: sp.get('currency') ?? undefined,
  });
  if (!parsed.success) {
    return NextResponse.json({ error: parsed.error.issues.map((i) => i.message).join('; ') }, { status: 400 });
  }
  const { query, locale, currency } = parsed.data;
  if (query === '') return NextResponse.json({ query, total: 0, items: [] });

  const stored = request.cookies.get(COOKIES.inventory)?.value;
  const inventoryId = isInventoryId(stored) ? stored : null;
  try {
    const [schema, result] = await Promise.all([
      getSiteSchema(),
      searchProducts({ query, first: QUICK_SEARCH_SIZE, after: 0, source: 'search' }, { inventoryId }),
    ]);
    const showPrice = !schema.generalSettings.hideProductPrice;
    const items = result.products.map((p) => quickSearchItem(p, locale, showPrice ? currency : undefined));
    // Depends on the inventory cookie: private, briefly cached by the browser only.
    return NextResponse.json({ query, total: result.total, items }, { headers: { 'Cache-Control': 'private, max-age=30' } });
  } catch (e) {
    const status = isApiError(e) && e.kind === 'bad-request' ? 400 : 502;
    return NextResponse.json({ error: isApiError(e) ? e.message : 'An error occurred' }, { status });
  }
}
