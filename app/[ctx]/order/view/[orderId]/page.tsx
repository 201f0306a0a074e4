import type { Metadata } from 'next';
import { OrderDetails } from '@/components/order/order-details';
import { OrderNotPermitted, OrderPlacedBanner } from '@/components/order/order-notices';
import { priceDisplayFor } from '@/components/product/price-display';
import { getOrder } from '@/lib/api/cart';
import type { Order } from '@/lib/api/cart-schemas';
import { getSiteSchema } from '@/lib/api/catalogue';
import { isApiError } from '@/lib/api/errors';
import { idParam } from '@/lib/api/schemas';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { pageCallContext, privatePageMetadata } from '@/lib/shopper/shopper-cart';

// An order is one shopper's: rendered per request from their cookies, never cached for another.
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<CtxParams & { orderId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shopper = await pageContext(params);
  return privatePageMetadata(shopper.locale, 'order.refId');
}

/** The shopper's order; the customer API refuses (403/404) anyone it does not belong to. */
async function ownOrder(params: Props['params']): Promise<Order | null> {
  const shopper = await pageContext(params);
  const orderId = idParam.safeParse((await params).orderId);
  const ctx = await pageCallContext(shopper);
  if (!orderId.success || (!ctx.guestSession && !ctx.token)) return null;
  try {
    return await getOrder(ctx, orderId.data, shopper.locale);
  } catch (e) {
    if (isApiError(e, 'forbidden') || isApiError(e, 'not-found') || isApiError(e, 'unauthorized') || isApiError(e, 'bad-request')) return null;
    throw e;
  }
}

export default async function OrderViewPage({ params, searchParams }: Props) {
  await pageContext(params);
  const [order, schema, query] = await Promise.all([ownOrder(params), getSiteSchema(), searchParams]);
  if (!order) return <OrderNotPermitted />;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      {query.placed === '1' && <OrderPlacedBanner refId={order.refId} />}
      {/* What the shopper was charged is shown even where catalogue prices are hidden. */}
      <OrderDetails order={order} money={{ ...priceDisplayFor(schema, order.currency), hidden: false }} />
    </div>
  );
}
