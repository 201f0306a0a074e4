import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { setCartField } from '@/lib/api/cart';
import { paymentMethod } from '@/lib/api/cart-schemas';
import { BffError } from '@/lib/bff/error';
import { bffRoute } from '@/lib/bff/route';
import { seeOther } from '@/lib/cart/cart-form.server';
import { CART_NOT_READY, placeOrder } from '@/lib/cart/purchase.server';
import { localizedPath, paths } from '@/lib/routes/paths';

const placeOrderForm = z.object({
  /** The payment step's radios: the method the shopper sees chosen when pressing. */
  'payment-method': paymentMethod.optional(),
  locale: z.enum(routing.locales).catch(routing.defaultLocale),
});

/**
 * POST (form) { payment-method, locale } — Place Order / Pay Now pressed before the page's script ran: the
 * chosen method set on the cart, then the same purchase as the JSON route, answered with a 303: to the
 * placed order's page, to the hosted payment page, or back to checkout while something is missing.
 */
export const POST = bffRoute(
  { shopper: 'start-guest', rateLimit: 'purchase', body: placeOrderForm, form: true },
  async ({ request, call, body, startNewGuestSession }) => {
    const checkout = localizedPath(body.locale, paths.checkout());
    const method = body['payment-method'];
    if (method) await setCartField(call, 'payment-method', { paymentMethod: method });
    try {
      const answer = await placeOrder(request, call, startNewGuestSession);
      const next =
        answer.kind === 'ORDER_PLACED' ? localizedPath(body.locale, paths.orderView(answer.orderId, { placed: true })) : answer.redirectUrl;
      return seeOther(next);
    } catch (e) {
      // The checkout page shows the step that still needs something.
      if (e instanceof BffError && e.code === CART_NOT_READY) return seeOther(checkout);
      throw e;
    }
  },
);
