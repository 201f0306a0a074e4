import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { priceDisplayFor } from '@/components/product/price-display';
import { hasPriceFields, searchFromFilterForm } from '@/components/search/filter-url';
import { SearchResults } from '@/components/search/search-results';
import { getSiteSchema, searchProducts } from '@/lib/api/catalogue';
import { isApiError } from '@/lib/api/errors';
import type { SearchResponse } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { localizedPath, paths } from '@/lib/routes/paths';
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
  const request = parseSearchParams(await searchParams);
  const query = request.query;
  const title = query ? t('searchTitle', { query }) : t('searchTitleAll');
  return {
    title: { absolute: t('titleTemplate', { title, merchantName: schema.merchantName }) },
    description: schema.seoConfigurations.merchantConfigurations.description,
    // Category and brand listings are landing pages worth indexing; free-text results are not (crawlers
    // follow them to products).
    robots: { index: !query && request.source !== 'related', follow: true },
  };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const shopper = await pageContext(params);
  const raw = await searchParams;
  const schema = await getSiteSchema();
  const pageSize = searchPageSize(schema.generalSettings);
  const display = priceDisplayFor(schema, shopper.currency);
  const currency = display.hidden ? undefined : shopper.currency;

  // The filter form submitted without JavaScript: answer with the spec's URL (r_price=min,max).
  const submitted = toParams(raw);
  if (hasPriceFields(submitted)) {
    redirect(localizedPath(shopper.locale, paths.search(searchFromFilterForm(submitted, { pageSize }), { pageSize })));
  }

  const request = parseSearchParams(raw, { pageSize, currency });
  let result: SearchResponse;
  try {
    result = await searchProducts(request, { inventoryId: shopper.inventoryId });
  } catch (e) {
    if (!isApiError(e, 'bad-request')) throw e;
    result = { products: [], total: 0, first: request.first ?? pageSize, after: 0, facets: { categories: [], brands: [] } };
  }

  const t = await getTranslations({ locale: shopper.locale, namespace: 'search' });
  const catTags = (request.tags ?? []).filter((tag) => tag.startsWith('cat/'));
  const category = catTags.length === 1 ? result.facets.categories.find((f) => f.tag === catTags[0]) : undefined;
  const title = request.query ? t('resultsFor', { query: request.query }) : category ? localize(category.label, shopper.locale) : t('allProducts');

  return (
    <SearchResults
      title={title}
      request={request}
      result={result}
      pageSize={pageSize}
      display={display}
      catalogueMode={schema.generalSettings.useSiteAsCatalog}
      action={localizedPath(shopper.locale, paths.search())}
    />
  );
}
