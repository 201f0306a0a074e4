import { bffRoute } from '@/lib/bff/route';
import { wishFormRequest } from '@/lib/cart/cart-form';
import { submitWishForm } from '@/lib/cart/cart-form.server';

/**
 * POST (form) { baseId, varianceKey, action, … } — the wish list heart pressed before the page's script
 * ran: a guest is sent to sign in (and back); a customer's entry changes, 303 back with a notice.
 */
export const POST = bffRoute({ shopper: 'existing', body: wishFormRequest, form: true }, ({ request, caller, call, body }) =>
  submitWishForm(request, caller, call, body),
);
