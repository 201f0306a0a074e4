import { z } from 'zod';
import { TrackOnShow } from '@/components/analytics/trackers';
import { PaymentFailed } from '@/components/order/order-notices';
import { getSiteSchema } from '@/lib/api/catalogue';
import { GATEWAY_REASONS, retryChoices } from '@/lib/cart/payment-failure';
import { PAYMENT_END_REASONS } from '@/lib/routes/paths';
import { privatePageTitle } from '@/lib/seo/private-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { pageCart } from '@/lib/shopper/shopper-cart';

export const generateMetadata = privatePageTitle('order.paymentFailed');

const query = z.object({
  reason: z.enum(PAYMENT_END_REASONS).optional().catch(undefined),
  gateway: z.enum(GATEWAY_REASONS).optional().catch(undefined),
});

interface Props {
  params: Promise<CtxParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** spec §2 payment failure page (declined, cancelled, expired, or paid and refunded because the order could not be placed). */
export default async function OrderErrorPage({ params, searchParams }: Props) {
  // Pages and layouts render apart: each one sets the shopper's language for its own server components.
  const shopper = await pageContext(params);
  const [{ reason, gateway }, cart, schema] = await Promise.all([
    searchParams.then((q) => query.parse(q)),
    pageCart(shopper),
    getSiteSchema(),
  ]);
  return (
    <>
      <TrackOnShow event={{ name: 'IPGFailure' }} />
      <PaymentFailed reason={reason} gateway={gateway} choices={retryChoices(cart, schema.generalSettings.hideProductPrice)} />
    </>
  );
}
