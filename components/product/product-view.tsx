import { useLocale, useTranslations } from 'next-intl';
import { NavigationSettled } from '@/components/ui/navigation-focus';
import { LocaleLink } from '@/components/common/locale-link';
import type { Product } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { clientProduct } from '@/lib/product/client-product';
import { selectionOf } from '@/lib/product/variants';
import { paths } from '@/lib/routes/paths';
import { DeliveryOptions, type DeliveryFacts } from './delivery-options';
import type { PriceDisplay } from './price-block';
import { PriceBlock } from './price-block';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductDescription } from './product-description';
import { ProductGallery } from './product-gallery';
import { PurchasePanel } from './purchase-panel';
import { RelatedProducts } from './related-products';
import { StockBadge } from './stock-badge';
import type { VariantRoute } from './variant-href';

interface Props {
  product: Product;
  related: Product[];
  display: PriceDisplay;
  catalogueMode: boolean;
  route: VariantRoute;
  /** Delivery's cost and time from the chosen shop location; null before one is chosen. */
  delivery?: DeliveryFacts | null;
}

/** Spec §2 product page body. Name, price, stock and description render on the server. */
export function ProductView({ product, related, display, catalogueMode, route, delivery = null }: Props) {
  const t = useTranslations('product');
  const locale = useLocale();
  const name = localize(product.name, locale);
  // Client parts get the product in this page's language and currency without its long texts; the
  // description renders here on the server.
  const lean = clientProduct(product, locale, display.code);
  const selection = selectionOf(product);
  // Said after a variant change, e.g. 'Colour: Red, Size: L'.
  const chosen = product.variances
    .filter((v) => selection[v.id] !== undefined)
    .map(
      (v) =>
        `${localize(v.label, locale)}: ${localize(v.values.find((value) => value.value === selection[v.id])?.label, locale) || selection[v.id]}`,
    )
    .join(', ');

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-6 lg:py-8">
      <ProductBreadcrumb categories={product.category} name={name} />
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery key={product.varianceKey} images={product.iconUrl} name={name} eager fullScreen />
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <h1 className="text-2xl font-semibold text-ink lg:text-3xl">{name}</h1>
            {product.brand.name && (
              <p className="text-sm text-ink-muted">
                {t('brand')}:{' '}
                <LocaleLink href={paths.search({ tags: [`brand/${product.brand.tag}`] })} className="font-medium text-ink underline">
                  {product.brand.name}
                </LocaleLink>
              </p>
            )}
            <p className="text-xs text-ink-muted">
              {t('sku')}: {product.sku}
            </p>
          </div>
          <PriceBlock product={product} display={display} />
          <StockBadge product={product} />
          <NavigationSettled key={product.varianceKey} message={chosen} />
          <PurchasePanel product={lean} currency={display.code} catalogueMode={catalogueMode} route={route} stickyBar={{ display }} />
          <DeliveryOptions
            cashOnDelivery={product.cashOnDelivery}
            acceptReturns={product.acceptReturns}
            acceptCardPayment={product.acceptCardPayment}
            delivery={delivery}
            display={display}
          />
        </div>
      </div>
      <ProductDescription html={localize(product.description, locale)} videoLink={product.videoLink} productName={name} />
      <RelatedProducts products={related} display={display} catalogueMode={catalogueMode} />
    </div>
  );
}
