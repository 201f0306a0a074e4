import { z } from 'zod';
import { addressInput, deliveryMethod, fileRef, paymentMethod, type Cart } from '../../../lib/api/cart-schemas';

/** The checkout choices a cart carries (stored as one JSON column; defaults fill anything missing). */
export const checkoutFields = z.object({
  email: z.string().nullable().default(null),
  paymentMethod: paymentMethod.nullable().default(null),
  deliveryMethod: deliveryMethod.default('none'),
  deliveryPlanId: z.string().nullable().default(null),
  shippingAddress: addressInput.nullable().default(null),
  billingAddress: addressInput.nullable().default(null),
  isBillingSameAsShipping: z.boolean().default(true),
  store: z.string().nullable().default(null),
  orderDueDate: z.string().nullable().default(null),
  orderDueTime: z.string().nullable().default(null),
  deliveryType: z.string().nullable().default(null),
  storePickupDueDate: z.string().nullable().default(null),
  storePickupDueTime: z.string().nullable().default(null),
  pickupType: z.string().nullable().default(null),
  additionalInfo: z.string().nullable().default(null),
  file: fileRef.nullable().default(null),
  saveCardOptions: z
    .object({ useSavedCard: z.boolean(), saveCard: z.boolean(), cardId: z.string().nullable() })
    .default({ useSavedCard: false, saveCard: false, cardId: null }),
});
export type CheckoutFields = z.infer<typeof checkoutFields>;
export type StoredAddress = NonNullable<Cart['shippingAddress']>;

export function parseCheckout(json: string): CheckoutFields {
  let raw: unknown = {};
  try {
    raw = JSON.parse(json);
  } catch {
    raw = {};
  }
  const parsed = checkoutFields.safeParse(raw);
  return parsed.success ? parsed.data : checkoutFields.parse({});
}
