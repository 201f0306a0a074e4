import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { priceDisplayFor } from '@/components/product/price-display';
import { timeZoneForCountry } from '@/lib/format/time-zone';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { cartPageData, privatePageMetadata } from '@/lib/shopper/shopper-cart';

// Checkout is one shopper's: rendered per request from their cookies, never cached for another.
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<CtxParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shopper = await pageContext(params);
  return privatePageMetadata(shopper.locale, 'checkout.title');
}

export default async function CheckoutPage({ params }: Props) {
  const shopper = await pageContext(params);
  const { schema, cart } = await cartPageData(shopper);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      {/* The cart and checkout read texts of many namespaces: all of them, beside the layout's shell ones. */}
      <NextIntlClientProvider>
        <CheckoutView
          initialCart={cart}
          money={priceDisplayFor(schema, shopper.currency)}
          country={schema.country}
          timeZone={timeZoneForCountry(schema.country)}
        />
      </NextIntlClientProvider>
    </div>
  );
}
