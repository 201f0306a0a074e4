import { z } from 'zod';
import { TrackOnShow } from '@/components/analytics/trackers';
import { PaymentFailed } from '@/components/order/order-notices';
import { PAYMENT_END_REASONS } from '@/lib/routes/paths';
import { privatePageTitle } from '@/lib/seo/private-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

export const generateMetadata = privatePageTitle('order.paymentFailed');

const query = z.object({ reason: z.enum(PAYMENT_END_REASONS).optional().catch(undefined) });

interface Props {
  params: Promise<CtxParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** spec §2 payment failure page (declined, cancelled, expired, or paid and refunded because the order could not be placed). */
export default async function OrderErrorPage({ params, searchParams }: Props) {
  // Pages and layouts render apart: each one sets the shopper's language for its own server components.
  await pageContext(params);
  const { reason } = query.parse(await searchParams);
  return (
    <>
      <TrackOnShow event={{ name: 'IPGFailure' }} />
      <PaymentFailed reason={reason} />
    </>
  );
}
