import { getTranslations } from 'next-intl/server';
import { getSiteSchema, searchProducts } from '@/lib/api/catalogue';
import { localizedPath, paths } from '@/lib/routes/paths';
import type { ShopperContext } from '@/lib/shopper/context';
import { priceDisplayFor } from './price-display';
import { PriceDisplayProvider } from './price-display-context';
import { ProductCard } from './product-card';

/** How many of the shop's products an unknown product's page offers instead. */
const SUGGESTED = 4;

/**
 * Under 'Product no longer available': a search field that works without scripts, and a
 * few of the shop's newest products, so a visit from an old search result does not end there. Its page
 * sends the product cards' messages (`<PageMessages page="product">`).
 */
export async function ProductSuggestions({ shopper }: { shopper: ShopperContext }) {
  const t = await getTranslations({ locale: shopper.locale, namespace: 'product' });
  const [schema, found] = await Promise.all([
    getSiteSchema(),
    searchProducts({ first: SUGGESTED, after: 0, source: 'search', sortBy: 'NEWEST' }, { inventoryId: shopper.inventoryId }).catch(
      (e: unknown) => {
        console.error('suggestions for an unknown product failed', e);
        return null;
      },
    ),
  ]);
  const products = found?.products.slice(0, SUGGESTED) ?? [];
  const display = priceDisplayFor(schema, shopper.currency);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 pb-16">
      <form
        role="search"
        action={localizedPath(shopper.locale, paths.search({}))}
        method="get"
        className="mx-auto flex w-full max-w-xl gap-2"
      >
        <label htmlFor="unavailable-search" className="sr-only">
          {t('searchInstead')}
        </label>
        <input
          id="unavailable-search"
          name="query"
          type="search"
          maxLength={200}
          placeholder={t('searchInstead')}
          className="min-h-11 flex-1 rounded-md border border-neutral-400 bg-white px-3 text-ink"
        />
        <button type="submit" className="min-h-11 rounded-md bg-brand px-5 text-sm font-semibold text-brand-contrast hover:opacity-90">
          {t('searchButton')}
        </button>
      </form>
      {products.length > 0 && (
        <section aria-labelledby="suggested-products" className="flex flex-col gap-4">
          <h2 id="suggested-products" className="text-xl font-semibold text-ink">
            {t('suggestedProducts')}
          </h2>
          <PriceDisplayProvider value={display}>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
              {products.map((product) => (
                <ProductCard
                  key={`${product.id}-${product.varianceKey}`}
                  product={product}
                  display={display}
                  catalogueMode={schema.generalSettings.useSiteAsCatalog}
                />
              ))}
            </ul>
          </PriceDisplayProvider>
        </section>
      )}
    </div>
  );
}
