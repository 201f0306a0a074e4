import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { notFound, redirect } from 'next/navigation';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { priceDisplayFor } from '@/components/product/price-display';
import { getSiteSchema } from '@/lib/api/catalogue';
import { cartControls } from '@/lib/cart/cart-controls';
import { localizedPath } from '@/lib/seo/alternates';
import { timeZoneForCountry } from '@/lib/format/time-zone';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { pageCallContext, pageCart, privatePageMetadata } from '@/lib/shopper/shopper-cart';

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
  // spec §6: catalogue mode has no cart at all; a registered-users-only site sends guests to sign in.
  const controls = cartControls(schema.generalSettings, !!(await pageCallContext(shopper)).token);
  if (controls === 'hidden') notFound();
  if (controls === 'login') redirect(localizedPath(shopper.locale, '/login'));
  const cart = await pageCart(shopper);
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
