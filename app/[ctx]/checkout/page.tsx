import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { priceDisplayFor } from '@/components/product/price-display';
import { getSiteSchema } from '@/lib/api/catalogue';
import { timeZoneForCountry } from '@/lib/format/time-zone';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { pageCart, privatePageMetadata } from '@/lib/shopper/shopper-cart';

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
  const schema = await getSiteSchema();
  if (schema.generalSettings.useSiteAsCatalog) notFound();
  const cart = await pageCart(shopper);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <CheckoutView
        initialCart={cart}
        money={priceDisplayFor(schema, shopper.currency)}
        country={schema.country}
        timeZone={timeZoneForCountry(schema.country)}
      />
    </div>
  );
}
