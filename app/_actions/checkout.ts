'use server';

import { getCart, setCartField } from '@/lib/api/cart';
import { isApiError } from '@/lib/api/errors';
import { shopperAction } from '@/lib/bff/action';
import { checkoutEmailSchema } from '@/lib/cart/address-form';
import { emailStepForm, shippingStepForm, type CheckoutStepAnswer, type EmailStepAnswer } from '@/lib/cart/checkout-forms';

/**
 * The shipping step's Continue: sets the method, plan and order note it posts where the cart holds another,
 * so a choice already saved as it was clicked is not sent again. A switch to pickup wins over the plan
 * shown with delivery. A choice the API refuses sets nothing and comes back as the step's refusal.
 */
const continueShippingStep = shopperAction(
  { input: shippingStepForm, shopper: 'start-guest' },
  async ({ data, call }): Promise<CheckoutStepAnswer> => {
    let cart = await getCart(call);
    const { 'delivery-method': method, 'delivery-plan': planId, 'additional-info': note } = data;
    try {
      if (cart && note !== undefined && note.trim() !== (cart.additionalInfo ?? '').trim())
        cart = await setCartField(call, 'additional-info', { additionalInfo: note });
      if (method && method !== cart?.deliveryMethod) cart = await setCartField(call, 'delivery-method', { deliveryMethod: method });
      if (planId && cart?.deliveryMethod === 'delivery' && cart.shippingAddress && planId !== cart.deliveryPlan?.id)
        cart = await setCartField(call, 'delivery-plan', { deliveryPlanId: planId });
    } catch (error) {
      if (!isApiError(error)) throw error;
      return { cart: await getCart(call), refused: error.message };
    }
    return { cart, refused: null };
  },
);

export async function continueShipping(previous: unknown, form: FormData) {
  return continueShippingStep(previous, form);
}

/** The guest's email (spec §2 account details): set when it is one (spec §5), else the validation key to say. */
const setEmailStep = shopperAction({ input: emailStepForm, shopper: 'start-guest' }, async ({ data, call }): Promise<EmailStepAnswer> => {
  const email = checkoutEmailSchema.safeParse({ email: data.email });
  if (!email.success) return { cart: null, invalid: email.error.issues[0]?.message ?? 'checkoutEmailInvalid' };
  return { cart: await setCartField(call, 'email', { email: email.data.email }), invalid: null };
});

export async function continueWithEmail(previous: unknown, form: FormData) {
  return setEmailStep(previous, form);
}
