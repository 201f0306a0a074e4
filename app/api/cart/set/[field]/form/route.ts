import { z } from 'zod';
import { routing } from '@/i18n/routing';
import * as api from '@/lib/api/cart';
import { bffRoute } from '@/lib/bff/route';
import { checkoutEmailSchema } from '@/lib/cart/address-form';
import { seeOther } from '@/lib/cart/cart-form.server';
import { localizedPath, paths } from '@/lib/routes/paths';

/** The checkout step a plain form may post: the guest's email so far. */
const formFields = z.object({ field: z.enum(['email']) });

const emailForm = z.object({
  email: z.string().max(300).default(''),
  locale: z.enum(routing.locales).catch(routing.defaultLocale),
});

/**
 * POST (form) { email, locale } — the checkout email step's Continue pressed before the page's script ran:
 * the email set on the cart as the JSON route sets it, then 303 back to checkout, which opens the next
 * step. An email that is not one sets nothing: the same step shows again.
 */
export const POST = bffRoute(
  { shopper: 'start-guest', params: formFields, body: emailForm, form: true },
  async ({ call, body, caller }) => {
    const email = checkoutEmailSchema.safeParse({ email: body.email });
    if (email.success) await api.setCartField(call, 'email', { email: email.data.email });
    return seeOther(localizedPath(body.locale, paths.checkout()), undefined, caller.https);
  },
);
