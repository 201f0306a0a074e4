import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CartView } from '@/components/cart/cart-view';
import { priceDisplayFor } from '@/components/product/price-display';
import { getSiteSchema } from '@/lib/api/catalogue';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { pageCart, privatePageMetadata } from '@/lib/shopper/shopper-cart';

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
  const schema = await getSiteSchema();
  // spec §6: catalogue mode has no cart at all.
  if (schema.generalSettings.useSiteAsCatalog) notFound();
  const cart = await pageCart(shopper);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <CartView initialCart={cart} money={priceDisplayFor(schema, shopper.currency)} />
    </div>
  );
}
