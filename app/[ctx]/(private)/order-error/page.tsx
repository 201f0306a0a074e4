import { PaymentFailed } from '@/components/order/order-notices';
import { privatePageTitle } from '@/lib/seo/private-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

export const generateMetadata = privatePageTitle('order.paymentFailed');

/** spec §2 payment failure page (the hosted payment page was declined or cancelled). */
export default async function OrderErrorPage({ params }: { params: Promise<CtxParams> }) {
  // Pages and layouts render apart: each one sets the shopper's language for its own server components.
  await pageContext(params);
  return <PaymentFailed />;
}
