import { CartView } from '@/components/cart/cart-view';
import { priceDisplayFor } from '@/components/product/price-display';
import { getLocationDeliveryPlans } from '@/lib/api/catalogue';
import { deliveryRange } from '@/lib/cart/price-notes';
import { paths } from '@/lib/routes/paths';
import { privatePageTitle } from '@/lib/seo/private-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { cartPageData } from '@/lib/shopper/shopper-cart';

export const generateMetadata = privatePageTitle('cart.title');

export default async function CartPage({ params }: { params: Promise<CtxParams> }) {
  const shopper = await pageContext(params);
  const { schema, cart } = await cartPageData(shopper, paths.cart());
  const location = cart?.inventoryLocation ?? shopper.inventoryId;
  const plans = location ? await getLocationDeliveryPlans(location) : null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <CartView
        initialCart={cart}
        money={priceDisplayFor(schema, shopper.currency)}
        delivery={plans && deliveryRange(plans, shopper.currency)}
      />
    </div>
  );
}
