import { z } from 'zod';
import { isLocale } from '@/i18n/routing';
import { completePayment } from '@/lib/api/cart';
import { isApiError } from '@/lib/api/errors';
import { idParam } from '@/lib/api/schemas';
import { bffRoute } from '@/lib/bff/route';
import { localizedPath, paths } from '@/lib/routes/paths';

const query = z.object({ paymentId: idParam, orderId: idParam, locale: z.string().refine(isLocale).default('en') });

/**
 * Where `/ipg-complete` sends a paid return, because a page cannot set cookies. The customer API
 * confirms again that this session's payment placed that order; only then does the guest get a new
 * session (so the next cart is a new one). Either way the shopper goes on to the order page, which
 * checks ownership itself.
 */
export const GET = bffRoute({ shopper: 'existing', query }, async ({ call, caller, query: q, startNewGuestSession }) => {
  if (caller.kind !== 'anonymous') {
    const outcome = await completePayment(call, q.paymentId).catch((e: unknown) => {
      // A payment of another session is refused (404): a forged or shared link, nothing to report.
      if (!isApiError(e, 'not-found')) console.error('confirming a paid order failed', e);
      return null;
    });
    if (outcome?.status === 'PAID' && outcome.orderId === q.orderId) startNewGuestSession();
  }
  const target = localizedPath(q.locale, paths.orderView(q.orderId, { placed: true }));
  return new Response(null, { status: 303, headers: { Location: target } });
});
