import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { CartView } from '@/components/cart/cart-view';
import { priceDisplayFor } from '@/components/product/price-display';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { cartPageData, privatePageMetadata } from '@/lib/shopper/shopper-cart';

// The cart is one shopper's: rendered per request from their cookies, never cached for another.
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<CtxParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shopper = await pageContext(params);
  return privatePageMetadata(shopper.locale, 'cart.title');
}

export default async function CartPage({ params }: Props) {
  const shopper = await pageContext(params);
  const { schema, cart } = await cartPageData(shopper);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      {/* The cart and checkout read texts of many namespaces: all of them, beside the layout's shell ones. */}
      <NextIntlClientProvider>
        <CartView initialCart={cart} money={priceDisplayFor(schema, shopper.currency)} />
      </NextIntlClientProvider>
    </div>
  );
}
