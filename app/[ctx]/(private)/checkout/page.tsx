import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { checkoutAccount } from '@/lib/account/checkout-account.server';
import { priceDisplayFor } from '@/components/product/price-display';
import { tileUrlOrDefault } from '@/lib/cart/geo-point';
import { config } from '@/lib/config';
import { timeZoneForCountry } from '@/lib/format/time-zone';
import { paths } from '@/lib/routes/paths';
import { queryKeys } from '@/lib/queries/keys';
import { privatePageTitle } from '@/lib/seo/private-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { cartPageData, pageDeliveryPlans } from '@/lib/shopper/shopper-cart';

export const generateMetadata = privatePageTitle('checkout.title');

export default async function CheckoutPage({ params }: { params: Promise<CtxParams> }) {
  const shopper = await pageContext(params);
  const [{ schema, cart }, account] = await Promise.all([cartPageData(shopper, paths.checkout()), checkoutAccount(shopper)]);
  const plans = await pageDeliveryPlans(shopper, cart);
  // The cart as this render read it replaces an older one the browser holds (a Buy Now that came here
  // by its Server Function's redirect wrote the cart on the server, not in the browser's cache).
  const rendered = new QueryClient();
  rendered.setQueryData(queryKeys.cart, cart);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <HydrationBoundary state={dehydrate(rendered)}>
        <CheckoutView
          initialCart={cart}
          initialPlans={plans}
          money={priceDisplayFor(schema, shopper.currency)}
          country={schema.country}
          timeZone={timeZoneForCountry(schema.country)}
          account={account}
          mapTileUrl={tileUrlOrDefault(config().MAP_TILE_URL)}
        />
      </HydrationBoundary>
    </div>
  );
}
