import { useTranslations } from 'next-intl';
import type { PriceDisplay } from '@/components/product/price-block';
import type { SearchRequest, SearchResponse } from '@/lib/api/schemas';
import { TrackOnShow } from '@/components/analytics/trackers';
import { NavigationSettled } from '@/components/ui/navigation-focus';
import { search } from '@/lib/analytics/events';
import { searchWithoutPriceTerms } from '@/lib/product/hidden-prices';
import { paths } from '@/lib/routes/paths';
import { ActiveFilterChips, SEARCH_TITLE_ID } from './active-filter-chips';
import { ProductGrid } from './product-grid';
import { SearchFilters } from './search-filters';
import { SearchNavigationProvider, SearchPendingRegion } from './search-navigation';
import { SearchPagination } from './search-pagination';
import { SortSelect } from './sort-select';

interface Props {
  title: string;
  request: SearchRequest;
  result: SearchResponse;
  pageSize: number;
  display: PriceDisplay;
  catalogueMode: boolean;
  /** /search with the language prefix, for the GET forms. */
  action: string;
}

/** Spec §2 search results: heading, filters, sort, grid and numbered pagination. */
export function SearchResults({ title, request: asked, result, pageSize, display, catalogueMode, action }: Props) {
  const t = useTranslations('search');
  // spec §6 hidden prices: a price sort or range in the URL is not applied, so no control or chip shows it.
  const request = display.hidden ? searchWithoutPriceTerms(asked) : asked;
  // Keyed by the search: form fields start from the URL again after every navigation (back, clear all).
  const key = paths.search(request, { pageSize });
  // Not the visible count line's words: the page keeps one element with those.
  const summary = t('resultsFound', { total: result.total });
  const filters = (idPrefix: string) => (
    <SearchFilters
      key={key}
      request={request}
      pageSize={pageSize}
      total={result.total}
      categories={result.facets.categories}
      brands={result.facets.brands}
      action={action}
      idPrefix={idPrefix}
      priceCurrency={display.hidden ? null : display.code}
    />
  );

  return (
    <SearchNavigationProvider>
      <div className="mx-auto w-full max-w-7xl px-4 py-6 lg:py-8">
        <NavigationSettled key={key} message={summary} />
        {request.query && <TrackOnShow key={`search:${request.query}`} event={search(request.query)} />}
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            {/* Focus lands here when the last filter chip is removed. */}
            <h1 id={SEARCH_TITLE_ID} tabIndex={-1} className="text-2xl font-semibold text-ink">
              {title}
            </h1>
            <p className="text-sm text-ink-muted">{t('headingCount', { total: result.total })}</p>
          </div>
          <SortSelect key={key} request={request} pageSize={pageSize} total={result.total} action={action} pricesHidden={display.hidden} />
        </div>
        <div className="grid gap-8 lg:grid-cols-[240px_1fr]">
          <details className="rounded-lg border border-neutral-300 lg:hidden">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-ink">{t('filters')}</summary>
            <div className="border-t border-neutral-300 p-4">{filters('m')}</div>
          </details>
          <aside className="hidden lg:block" aria-label={t('filters')}>
            {filters('d')}
          </aside>
          <div className="flex flex-col gap-8">
            <ActiveFilterChips
              key={key}
              request={request}
              pageSize={pageSize}
              facets={[...result.facets.categories, ...result.facets.brands]}
            />
            <SearchPendingRegion>
              {result.products.length === 0 ? (
                // A search that finds nothing is not kept as a page (lib/platform/storable.mjs): made-up queries are endless.
                <div className="rounded-lg bg-neutral-50 p-8 text-center" data-page-cache="no-store">
                  <h2 className="text-lg font-semibold text-ink">{t('noResults')}</h2>
                  <p className="mt-2 text-sm text-ink-muted">{t('noResultsHint')}</p>
                </div>
              ) : (
                <>
                  <ProductGrid products={result.products} display={display} catalogueMode={catalogueMode} />
                  <SearchPagination request={request} total={result.total} pageSize={pageSize} />
                </>
              )}
            </SearchPendingRegion>
          </div>
        </div>
      </div>
    </SearchNavigationProvider>
  );
}
