import { redirect } from 'next/navigation';
import { PaymentPending } from '@/components/order/order-notices';
import { completePayment } from '@/lib/api/cart';
import { completePaymentRequest } from '@/lib/api/cart-schemas';
import { knownGatewayReason } from '@/lib/cart/payment-failure';
import { localizedPath, paths } from '@/lib/routes/paths';
import { privatePageTitle } from '@/lib/seo/private-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { hasShopper } from '@/lib/session/caller.server';
import { pageCaller } from '@/lib/shopper/shopper-cart';

interface Props {
  params: Promise<CtxParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const generateMetadata = privatePageTitle('checkout.title');

/**
 * The hosted payment page sends the shopper back here with ?paymentId=. The customer API checks the
 * payment against its own record (the browser's word alone never marks an order paid).
 */
export default async function IpgCompletePage({ params, searchParams }: Props) {
  const shopper = await pageContext(params);
  const query = completePaymentRequest.safeParse(await searchParams);
  const { caller, call } = await pageCaller(shopper);
  let outcome: { status: string; orderId: string | null; reason?: string | null } = { status: 'FAILED', orderId: null };
  if (query.success && hasShopper(caller)) {
    outcome = await completePayment(call, query.data.paymentId).catch((e: unknown) => {
      console.error('completing a payment failed', e);
      return { status: 'FAILED', orderId: null };
    });
  }
  if (outcome.status === 'PAID' && outcome.orderId && query.success) {
    // The order is placed: a route handler (pages cannot set cookies) gives the guest a new session, then opens the order.
    redirect(
      `/api/cart/complete-payment?${new URLSearchParams({ paymentId: query.data.paymentId, orderId: outcome.orderId, locale: shopper.locale })}`,
    );
  }
  if (outcome.status === 'PENDING' && query.success) {
    return <PaymentPending href={localizedPath(shopper.locale, paths.ipgComplete(query.data.paymentId))} />;
  }
  // A refunded (voided) or expired payment says so on the failure page; anything else is a plain failure.
  const reason = outcome.status === 'VOIDED' ? 'voided' : outcome.status === 'EXPIRED' ? 'expired' : undefined;
  redirect(localizedPath(shopper.locale, paths.orderError(reason, knownGatewayReason(outcome.reason))));
}
