import type { Metadata } from 'next';
import { PaymentFailed } from '@/components/order/order-notices';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { privatePageMetadata } from '@/lib/shopper/shopper-cart';

interface Props {
  params: Promise<CtxParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shopper = await pageContext(params);
  return privatePageMetadata(shopper.locale, 'order.paymentFailed');
}

/** spec §2 payment failure page (the hosted payment page was declined or cancelled). */
export default async function OrderErrorPage({ params }: Props) {
  await pageContext(params);
  return <PaymentFailed />;
}
