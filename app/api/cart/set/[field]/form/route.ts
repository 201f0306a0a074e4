import { z } from 'zod';
import { routing } from '@/i18n/routing';
import * as api from '@/lib/api/cart';
import { deliveryMethod } from '@/lib/api/cart-schemas';
import { isApiError } from '@/lib/api/errors';
import type { CallContext } from '@/lib/api/client';
import { idParam } from '@/lib/api/schemas';
import { bffRoute } from '@/lib/bff/route';
import { checkoutEmailSchema } from '@/lib/cart/address-form';
import { seeOther } from '@/lib/cart/cart-form.server';
import { localizedPath, paths } from '@/lib/routes/paths';

/** The checkout steps a plain form may post: the guest's email, the shipping step's method and plan. */
const formFields = z.object({ field: z.enum(['email', 'delivery-method', 'delivery-plan']) });

// The radios post under their group's name; one left unchosen (or not one of ours) sets nothing.
const stepForm = z.object({
  email: z.string().max(300).default(''),
  'delivery-method': deliveryMethod.optional().catch(undefined),
  'delivery-plan': idParam.optional().catch(undefined),
  locale: z.enum(routing.locales).catch(routing.defaultLocale),
});
type StepForm = z.infer<typeof stepForm>;
type FormField = z.infer<typeof formFields>['field'];

/**
 * Sets what the step posted. A choice the API refuses (a plan for another zone) leaves the cart as it
 * was; its refusal (the API's English text) is returned for the page to say, else null.
 */
async function setStep(call: CallContext, field: FormField, body: StepForm): Promise<string | null> {
  if (field === 'email') {
    const email = checkoutEmailSchema.safeParse({ email: body.email });
    if (email.success) await api.setCartField(call, 'email', { email: email.data.email });
    return null;
  }
  // The method radios post with the plan's form too: a switch to pickup wins over the plan shown with delivery.
  const { 'delivery-method': method, 'delivery-plan': deliveryPlanId } = body;
  try {
    if (method) await api.setCartField(call, 'delivery-method', { deliveryMethod: method });
    if (field === 'delivery-plan' && deliveryPlanId && method !== 'store')
      await api.setCartField(call, 'delivery-plan', { deliveryPlanId });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return error.message;
  }
  return null;
}

/**
 * POST (form) — a checkout step's Continue pressed before the page's script ran: `email` { email },
 * `delivery-method` { delivery-method }, `delivery-plan` { delivery-method, delivery-plan }, each with
 * { locale }. The values are set on the cart as the JSON route sets them, then 303 back to checkout, which
 * opens the first step still incomplete. A value that is not one sets nothing. One the API refuses sets
 * nothing either, and the step says why on arrival (the shop notice cookie, read by the checkout page).
 */
export const POST = bffRoute(
  { shopper: 'start-guest', params: formFields, body: stepForm, form: true },
  async ({ call, params, body, caller }) => {
    const refused = await setStep(call, params.field, body);
    const notice = refused === null ? undefined : ({ kind: 'checkoutRefused', name: refused } as const);
    return seeOther(localizedPath(body.locale, paths.checkout()), notice, caller.https);
  },
);
