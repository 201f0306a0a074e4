import { OrderTracker } from '@/components/analytics/trackers';
import { OrderDetails } from '@/components/order/order-details';
import { headers } from 'next/headers';
import { OrderLookupLimited, OrderNotPermitted, OrderPlacedBanner } from '@/components/order/order-notices';
import { priceDisplayFor } from '@/components/product/price-display';
import type { ShownOrder as Order } from '@/lib/api/answers';
import { getSiteSchema } from '@/lib/api/catalogue';
import { idParam } from '@/lib/api/schemas';
import { orderItems } from '@/lib/analytics/items';
import { ORDER_LOOKUP_LIMITED_HEADER } from '@/lib/http/rate-limits.server';
import { privatePageTitle } from '@/lib/seo/private-page';
import { ownOrderOrNull } from '@/lib/session/own-order.server';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { pageCaller } from '@/lib/shopper/shopper-cart';

interface Props {
  params: Promise<CtxParams & { orderId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const generateMetadata = privatePageTitle('order.refId');

/**
 * The shopper's order; the customer API refuses (403/404) anyone it does not belong to. Each view is
 * an order look-up, counted by the proxy against the same limit as `/api/order/{id}` ('limited' beyond it).
 */
async function ownOrder(params: Props['params']): Promise<Order | null | 'limited'> {
  if ((await headers()).get(ORDER_LOOKUP_LIMITED_HEADER) === '1') return 'limited';
  const shopper = await pageContext(params);
  const { caller } = await pageCaller(shopper);
  const orderId = idParam.safeParse((await params).orderId);
  if (!orderId.success) return null;
  return ownOrderOrNull(caller, orderId.data, shopper.inventoryId, shopper.locale);
}

export default async function OrderViewPage({ params, searchParams }: Props) {
  const shopper = await pageContext(params);
  const [order, schema, query] = await Promise.all([ownOrder(params), getSiteSchema(), searchParams]);
  if (order === 'limited') return <OrderLookupLimited />;
  if (!order) return <OrderNotPermitted />;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      {query.placed === '1' && <OrderPlacedBanner refId={order.refId} />}
      {query.placed === '1' && (
        <OrderTracker orderId={order.id} cash={order.paymentMethod === 'CASH'} currency={order.currency} value={order.total ?? undefined} items={orderItems(order, shopper.locale)} />
      )}
      {/* What the shopper was charged is shown even where catalogue prices are hidden. */}
      <OrderDetails order={order} money={{ ...priceDisplayFor(schema, order.currency), hidden: false }} />
    </div>
  );
}
