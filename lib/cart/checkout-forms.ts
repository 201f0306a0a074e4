import { z } from 'zod';
import { deliveryMethod, type Cart } from '@/lib/api/cart-schemas';
import { idParam } from '@/lib/api/schemas';
import { ADDITIONAL_INFO_MAX } from './order-notes';

/** The shipping step's radios as its form posts them: one left unchosen, or not one of ours, sets nothing. */
export const shippingStepForm = z.object({
  'delivery-method': deliveryMethod.optional().catch(undefined),
  'delivery-plan': idParam.optional().catch(undefined),
  /** The order note (spec §7 set/additional-info), posted with the step; too long: not set. */
  'additional-info': z.string().max(ADDITIONAL_INFO_MAX).optional().catch(undefined),
});

/** What a checkout step's Server Function answers: the cart it left, and the API's refusal when it refused the step. */
export interface CheckoutStepAnswer {
  cart: Cart | null;
  refused: string | null;
}

/** The account step's field: checked with `checkoutEmailSchema` by the step's Server Function. */
export const emailStepForm = z.object({ email: z.string().max(300).catch('') });

/** The email step's answer: the cart with the email set, or the `validation` key of why it was not. */
export interface EmailStepAnswer {
  cart: Cart | null;
  invalid: string | null;
}
