import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/common/page-messages';
import { priceDisplayFor } from '@/components/product/price-display';
import { SearchResults } from '@/components/search/search-results';
import { getSiteSchema } from '@/lib/api/catalogue';
import type { SearchRequest, SiteSchema } from '@/lib/api/schemas';
import { listedCategoryLabel, loadSearchResults } from '@/lib/catalogue/search-page';
import { localizedPath, paths } from '@/lib/routes/paths';
import { searchPageTitle, titleWithSiteName } from '@/lib/seo/titles';
import { parseSearchParams, searchPageSize } from '@/lib/search/params';
import { decodeSearchSegment } from '@/lib/search/search-segment';
import type { ShopperContext } from '@/lib/shopper/context';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

interface Props {
  params: Promise<CtxParams & { search: string }>;
}

// Each search is rendered on its first request and kept like a product page (docs/caching.md): the
// proxy folds the query string into the `search` segment, and the search's data tags expire it.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

/** The search the page shows: the segment's, in the shopper's currency unless prices are hidden. */
async function searchFor(params: Props['params']): Promise<{ shopper: ShopperContext; schema: SiteSchema; request: SearchRequest }> {
  const shopper = await pageContext(params);
  const query = decodeSearchSegment((await params).search);
  // Only the proxy writes this segment; any other spelling of it is not an address of the shop.
  if (!query) notFound();
  const schema = await getSiteSchema();
  const display = priceDisplayFor(schema, shopper.currency);
  const request = parseSearchParams(query, {
    pageSize: searchPageSize(schema.generalSettings),
    currency: display.hidden ? undefined : shopper.currency,
  });
  return { shopper, schema, request };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shopper, schema, request } = await searchFor(params);
  const t = await getTranslations({ locale: shopper.locale, namespace: 'seo' });
  const query = request.query;
  const category = query ? null : listedCategoryLabel(request, await loadSearchResults(request, shopper.inventoryId), shopper.locale);
  const title = searchPageTitle(query, category, { forQuery: (q) => t('searchTitle', { query: q }), all: t('searchTitleAll') });
  return {
    title: {
      absolute: titleWithSiteName(title, schema.merchantName, (own) =>
        t('titleTemplate', { title: own, merchantName: schema.merchantName }),
      ),
    },
    description: schema.seoConfigurations.merchantConfigurations.description,
    // Category and brand listings are landing pages worth indexing; free-text results are not (crawlers
    // follow them to products).
    robots: { index: !query && request.source !== 'related', follow: true },
  };
}

/** spec §2 /search with its query parameters (folded into `search` by the proxy). */
export default async function SearchPage({ params }: Props) {
  const { shopper, schema, request } = await searchFor(params);
  const pageSize = searchPageSize(schema.generalSettings);
  const display = priceDisplayFor(schema, shopper.currency);
  const result = await loadSearchResults(request, shopper.inventoryId);

  const t = await getTranslations({ locale: shopper.locale, namespace: 'search' });
  const category = listedCategoryLabel(request, result, shopper.locale);
  const title = searchPageTitle(request.query, category, { forQuery: (query) => t('resultsFor', { query }), all: t('allProducts') });

  return (
    <PageMessages page="search">
      <SearchResults
        title={title}
        request={request}
        result={result}
        pageSize={pageSize}
        display={display}
        catalogueMode={schema.generalSettings.useSiteAsCatalog}
        action={localizedPath(shopper.locale, paths.search())}
      />
    </PageMessages>
  );
}
