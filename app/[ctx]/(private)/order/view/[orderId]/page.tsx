import { OrderTracker } from '@/components/analytics/trackers';
import { OrderDetails } from '@/components/order/order-details';
import { headers } from 'next/headers';
import { OrderLookupLimited, OrderNotPermitted } from '@/components/order/order-notices';
import { OrderPlaced } from '@/components/order/order-placed';
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
async function ownOrder(params: Props['params']): Promise<{ order: Order | null | 'limited'; signedIn: boolean }> {
  if ((await headers()).get(ORDER_LOOKUP_LIMITED_HEADER) === '1') return { order: 'limited', signedIn: false };
  const shopper = await pageContext(params);
  const { caller } = await pageCaller(shopper);
  const signedIn = caller.kind === 'customer';
  const orderId = idParam.safeParse((await params).orderId);
  if (!orderId.success) return { order: null, signedIn };
  return { order: await ownOrderOrNull(caller, orderId.data, shopper.inventoryId, shopper.locale), signedIn };
}

export default async function OrderViewPage({ params, searchParams }: Props) {
  const shopper = await pageContext(params);
  const [{ order, signedIn }, schema, query] = await Promise.all([ownOrder(params), getSiteSchema(), searchParams]);
  if (order === 'limited') return <OrderLookupLimited />;
  if (!order) return <OrderNotPermitted />;
  const money = { ...priceDisplayFor(schema, order.currency), hidden: false };
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      {query.placed === '1' && <OrderPlaced order={order} money={money} signedIn={signedIn} />}
      {query.placed === '1' && (
        <OrderTracker
          orderId={order.id}
          cash={order.paymentMethod === 'CASH'}
          currency={order.currency}
          value={order.total ?? undefined}
          items={orderItems(order, shopper.locale)}
        />
      )}
      {/* What the shopper was charged is shown even where catalogue prices are hidden. */}
      <OrderDetails order={order} money={money} />
    </div>
  );
}
