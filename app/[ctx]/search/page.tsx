import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/common/page-messages';
import { priceDisplayFor } from '@/components/product/price-display';
import { hasPriceFields, searchFromFilterForm } from '@/components/search/filter-url';
import { SearchResults } from '@/components/search/search-results';
import { getSiteSchema } from '@/lib/api/catalogue';
import type { SearchRequest, SiteSchema } from '@/lib/api/schemas';
import { listedCategoryLabel, loadSearchResults } from '@/lib/catalogue/search-page';
import { localizedPath, paths } from '@/lib/routes/paths';
import { searchPageTitle, titleWithSiteName } from '@/lib/seo/titles';
import { parseSearchParams, searchPageSize } from '@/lib/search/params';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

interface Props {
  params: Promise<CtxParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Results depend on the query string, so the page renders per request.
export const dynamic = 'force-dynamic';

function toParams(input: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, v);
  }
  return params;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const shopper = await pageContext(params);
  const t = await getTranslations({ locale: shopper.locale, namespace: 'seo' });
  const schema = await getSiteSchema();
  const request = searchRequestFor(schema, shopper.currency, await searchParams);
  const query = request.query;
  const category = query ? null : listedCategoryLabel(request, await loadSearchResults(request, shopper.inventoryId), shopper.locale);
  const title = searchPageTitle(query, category, { forQuery: (q) => t('searchTitle', { query: q }), all: t('searchTitleAll') });
  return {
    title: { absolute: titleWithSiteName(title, schema.merchantName, (own) => t('titleTemplate', { title: own, merchantName: schema.merchantName })) },
    description: schema.seoConfigurations.merchantConfigurations.description,
    // Category and brand listings are landing pages worth indexing; free-text results are not (crawlers
    // follow them to products).
    robots: { index: !query && request.source !== 'related', follow: true },
  };
}

/** The search the page shows: the URL's, in the shopper's currency unless prices are hidden. */
function searchRequestFor(schema: SiteSchema, currency: string, raw: Record<string, string | string[] | undefined>): SearchRequest {
  const display = priceDisplayFor(schema, currency);
  return parseSearchParams(raw, { pageSize: searchPageSize(schema.generalSettings), currency: display.hidden ? undefined : currency });
}

export default async function SearchPage({ params, searchParams }: Props) {
  const shopper = await pageContext(params);
  const raw = await searchParams;
  const schema = await getSiteSchema();
  const pageSize = searchPageSize(schema.generalSettings);
  const display = priceDisplayFor(schema, shopper.currency);

  // The filter form submitted without JavaScript: answer with the spec's URL (r_price=min,max).
  const submitted = toParams(raw);
  if (hasPriceFields(submitted)) {
    redirect(localizedPath(shopper.locale, paths.search(searchFromFilterForm(submitted, { pageSize }), { pageSize })));
  }

  const request = searchRequestFor(schema, shopper.currency, raw);
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
