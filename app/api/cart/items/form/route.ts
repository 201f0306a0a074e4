import { bffRoute } from '@/lib/bff/route';
import { cartFormRequest } from '@/lib/cart/cart-form';
import { submitCartForm } from '@/lib/cart/cart-form.server';

/**
 * POST (form) { productId, varianceKey, quantity, mode, intent, … } — Add to Cart / Update Cart / Buy Now
 * pressed before the page's script ran: 303 back to the page with a one-time notice, or to /checkout.
 */
export const POST = bffRoute({ shopper: 'start-guest', body: cartFormRequest, form: true }, ({ request, caller, call, body }) =>
  submitCartForm(request, caller, call, body),
);
