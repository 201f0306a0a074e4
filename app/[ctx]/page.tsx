import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/common/page-messages';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { ProductWidget } from '@/components/home/product-widget';
import { priceDisplayFor } from '@/components/product/price-display';
import { getSiteSchema, searchProducts } from '@/lib/api/catalogue';
import { bannerItemsIn } from '@/lib/catalogue/banner-items';
import { optionalPart } from '@/lib/catalogue/optional-part';
import type { Product, ProductWidget as Widget } from '@/lib/api/schemas';
import { getSiteUrl } from '@/lib/seo/site-url.server';
import { localize } from '@/lib/i18n/localize';
import { absoluteMediaUrl, IMAGE_SIZES } from '@/lib/images/media';
import { safeLink } from '@/lib/links/safe-link';
import { paths } from '@/lib/routes/paths';
import { offeredLocales } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { homePageTitle } from '@/lib/seo/titles';
import { parseSearchParams } from '@/lib/search/params';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

interface Props {
  params: Promise<CtxParams>;
}

export const revalidate = 60;

export function generateStaticParams(): CtxParams[] {
  return [];
}

/** spec §7/§9: a widget loads first 8, after 0. */
const WIDGET_SIZE = 8;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shopper = await pageContext(params);
  const [schema, t, siteUrl] = await Promise.all([
    getSiteSchema(),
    getTranslations({ locale: shopper.locale, namespace: 'seo' }),
    getSiteUrl(),
  ]);
  const merchant = schema.seoConfigurations.merchantConfigurations;
  // The first banner is what the shop looks like: the picture shared links show.
  const banner = schema.banner.items[0]?.imageReference;
  return pageMetadata({
    siteUrl,
    path: '/',
    locale: shopper.locale,
    locales: offeredLocales(schema.languages),
    title: homePageTitle(shopper.locale, merchant.title, t('homeTitle', { merchantName: schema.merchantName })),
    description: merchant.description,
    siteName: schema.merchantName,
    image: banner ? { url: absoluteMediaUrl(siteUrl, banner, 'banner'), ...IMAGE_SIZES.banner, alt: schema.merchantName } : null,
  });
}

/**
 * A widget's products from its search link; a widget the API refuses is left out like an empty one,
 * while an API outage fails the render so no page without its widgets is cached (`optionalPart`).
 */
async function widgetProducts(
  widget: Widget,
  inventoryId: string | null,
  currency: string,
): Promise<{ href: string; products: Product[] }> {
  const link = safeLink(widget.link);
  if (!link || link.kind !== 'internal' || !link.href.startsWith(paths.search())) return { href: paths.search(), products: [] };
  const query = new URL(link.href, 'http://storefront.local').searchParams;
  const request = { ...parseSearchParams(query, { currency }), first: WIDGET_SIZE, after: 0 };
  const products = await optionalPart(
    `home widget ${widget.link}`,
    async () => (await searchProducts(request, { inventoryId })).products,
    [],
  );
  return { href: link.href, products };
}

/** spec §2 home: banner carousel and product widgets. */
export default async function HomePage({ params }: Props) {
  const shopper = await pageContext(params);
  const schema = await getSiteSchema();
  const display = priceDisplayFor(schema, shopper.currency);
  const widgets = await Promise.all(schema.widgets.map((w) => widgetProducts(w, shopper.inventoryId, shopper.currency)));

  return (
    <PageMessages page="home">
      <div className="flex flex-col gap-12 pb-12">
        <h1 className="sr-only">{schema.merchantName}</h1>
        {schema.banner.items.length > 0 && <BannerCarousel items={bannerItemsIn(schema.banner.items, shopper.locale)} />}
        {schema.widgets.map((widget, i) => (
          <ProductWidget
            key={`${widget.link}-${i}`}
            index={i}
            title={localize(widget.title, shopper.locale)}
            href={widgets[i]?.href ?? paths.search()}
            products={widgets[i]?.products ?? []}
            display={display}
            catalogueMode={schema.generalSettings.useSiteAsCatalog}
          />
        ))}
      </div>
    </PageMessages>
  );
}
