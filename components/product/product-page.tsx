import { ProductTracker } from '@/components/analytics/trackers';
import { productItem } from '@/lib/analytics/items';
import { getLocationDeliveryPlans, getSiteSchema } from '@/lib/api/catalogue';
import { deliveryRange } from '@/lib/cart/price-notes';
import type { Product } from '@/lib/api/schemas';
import { loadRelated, productPageSeo } from '@/lib/catalogue/product-page';
import type { ShopperContext } from '@/lib/shopper/context';
import { priceDisplayFor } from './price-display';
import { ProductView } from './product-view';
import { StructuredData } from './structured-data';
import type { VariantRoute } from './variant-href';

interface ProductPageProps {
  product: Product;
  shopper: ShopperContext;
  route: VariantRoute;
}

/** Everything of a product page below the route: both product routes of spec §2 render this. */
export async function ProductPage({ product, shopper, route }: ProductPageProps) {
  const [schema, related, seo, plans] = await Promise.all([
    getSiteSchema(),
    loadRelated(product, shopper.inventoryId),
    productPageSeo(product, shopper),
    shopper.inventoryId ? getLocationDeliveryPlans(shopper.inventoryId) : null,
  ]);
  const location = schema.inventoryLocations.find((l) => l.id === shopper.inventoryId);
  const delivery = location && plans ? { location: location.name, range: deliveryRange(plans, shopper.currency) } : null;
  return (
    <>
      <StructuredData jsonLd={seo.jsonLd} openGraphTags={seo.openGraphTags} />
      <ProductTracker
        item={productItem(product, shopper.currency, shopper.locale)}
        baseId={product.baseId}
        varianceKey={product.varianceKey}
        currency={shopper.currency}
      />
      <ProductView
        product={product}
        related={related}
        display={priceDisplayFor(schema, shopper.currency)}
        catalogueMode={schema.generalSettings.useSiteAsCatalog}
        route={route}
        delivery={delivery}
      />
    </>
  );
}
