import { searchRequest, sortBy, type SearchRequest } from '@/lib/api/schemas';
import { RANGE_NAME } from '@/lib/api/search-options';
import { paths } from '@/lib/routes/paths';

/**
 * The product search a menu's related link stands for (spec §7 "related products by a menu's related
 * link or related field"): `/search?tags=cat/shoes&sortBy=NEWEST`, or `?related={productId}`.
 * Null when the link is not a valid search link.
 */
export function relatedSearchFromLink(link: string | null | undefined, first: number): SearchRequest | null {
  if (!link || !link.startsWith('/') || link.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(link, 'http://storefront.local');
  } catch {
    return null;
  }
  if (url.pathname.replace(/\/$/, '') !== paths.search()) return null;
  const params = url.searchParams;
  const related = params.get('related')?.trim();
  const sort = sortBy.safeParse(params.get('sortBy'));
  const ranges: Record<string, number[]> = {};
  for (const [key, raw] of params) {
    const name = key.startsWith('r_') ? key.slice(2) : '';
    if (RANGE_NAME.test(name) && raw) ranges[name] = raw.split(',').map(Number);
  }
  const parsed = searchRequest.safeParse({
    query: params.get('query')?.trim() || undefined,
    first,
    after: 0,
    source: related ? 'related' : 'search',
    related: related || undefined,
    tags: params.getAll('tags'),
    ranges,
    sortBy: sort.success ? sort.data : undefined,
  });
  return parsed.success ? parsed.data : null;
}
