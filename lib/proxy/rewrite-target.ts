import { NextResponse } from 'next/server';
import { localizedPath, paths } from '@/lib/routes/paths';
import { hasPriceFields, searchFromFilterForm } from '@/lib/search/filter-form';
import { searchPageSize } from '@/lib/search/params';
import { encodeSearchSegment } from '@/lib/search/search-segment';
import { encodeVariantSegment } from '@/lib/shopper/context';
import type { ContextChoice } from './shopper-context';
import type { ShopVisit } from './visit';

const PRODUCT_ROUTE = /^\/(products|product)\/[^/]+\/?$/;
const SEARCH_ROUTE = /^\/search\/?$/;

/**
 * Where the page renders: `/{context}/{path}`, a product's variant query and a search folded into a
 * last segment so each is a static page of its own (docs/proxy-context.md).
 */
export function rewriteTarget({ request, locale, path, schema }: ShopVisit, { segment }: ContextChoice): URL | NextResponse {
  const url = request.nextUrl;
  const target = url.clone();
  if (PRODUCT_ROUTE.test(path)) {
    target.pathname = `/${segment}${path.replace(/\/$/, '')}/${encodeVariantSegment(url.searchParams)}`;
    target.search = '';
  } else if (SEARCH_ROUTE.test(path)) {
    // The filter form submitted without JavaScript: answer with the spec's URL (r_price=min,max).
    if (hasPriceFields(url.searchParams)) {
      const pageSize = searchPageSize(schema.generalSettings);
      const answer = localizedPath(locale, paths.search(searchFromFilterForm(url.searchParams, { pageSize }), { pageSize }));
      return NextResponse.redirect(new URL(answer, url), 307);
    }
    // Each search is a static page of its own, kept like a product page (lib/search/search-segment.ts).
    target.pathname = `/${segment}/search/${encodeSearchSegment(url.searchParams)}`;
    target.search = '';
  } else {
    target.pathname = `/${segment}${path === '/' ? '' : path}`;
  }
  return target;
}
