import { z } from 'zod';
import type { CallContext } from '@/lib/api/client';
import * as api from '@/lib/api/cart';
import {
  addressInput,
  setAdditionalInfoRequest,
  setBillingSameRequest,
  setDeliveryMethodRequest,
  setDeliveryPlanRequest,
  setEmailRequest,
  setOrderDueDateQuery,
  setPaymentMethodRequest,
  setPickupDueDateQuery,
  setPromoRequest,
  setSaveCardOptionsRequest,
  setStoreRequest,
} from '@/lib/api/cart-schemas';
import { BFF_CODES, BffError } from '@/lib/bff/error';
import { bffRoute, enforceRateLimit } from '@/lib/bff/route';

/** One checkout value of spec §7 `cart/set/*`: its contract schema and its call. */
function setter<S extends z.ZodType>(schema: S, call: (ctx: CallContext, value: z.infer<S>) => Promise<unknown>) {
  return (ctx: CallContext, body: unknown) => call(ctx, schema.parse(body));
}

const setters = {
  email: setter(setEmailRequest, (ctx, v) => api.setEmail(ctx, v.email)),
  'payment-method': setter(setPaymentMethodRequest, (ctx, v) => api.setPaymentMethod(ctx, v.paymentMethod)),
  'delivery-method': setter(setDeliveryMethodRequest, (ctx, v) => api.setDeliveryMethod(ctx, v.deliveryMethod)),
  'delivery-plan': setter(setDeliveryPlanRequest, (ctx, v) => api.setDeliveryPlan(ctx, v.deliveryPlanId)),
  store: setter(setStoreRequest, (ctx, v) => api.setStore(ctx, v.outletId)),
  'shipping-address': setter(addressInput, (ctx, v) => api.setShippingAddress(ctx, v)),
  'billing-address': setter(addressInput, (ctx, v) => api.setBillingAddress(ctx, v)),
  'is-billing-same-as-shipping': setter(setBillingSameRequest, (ctx, v) => api.setBillingSameAsShipping(ctx, v.isBillingSameAsShipping)),
  'additional-info': setter(setAdditionalInfoRequest, (ctx, v) => api.setAdditionalInfo(ctx, v.additionalInfo)),
  'save-card-options': setter(setSaveCardOptionsRequest, (ctx, v) => api.setSaveCardOptions(ctx, v)),
  'selected-order-due-date': setter(setOrderDueDateQuery, (ctx, v) => api.setOrderDueDate(ctx, v)),
  'selected-store-pickup-due-date': setter(setPickupDueDateQuery, (ctx, v) => api.setPickupDueDate(ctx, v)),
  promoCode: setter(setPromoRequest, (ctx, v) => api.setPromoCode(ctx, v.promoCode)),
} as const;

function isCartField(value: string): value is keyof typeof setters {
  return Object.hasOwn(setters, value);
}

/** POST /api/cart/set/{field}: sets one checkout value of the shopper's cart and answers the cart. */
export const POST = bffRoute(
  { shopper: 'start-guest', params: z.object({ field: z.string() }), body: z.unknown() },
  async ({ call, params, body, request, caller }) => {
    if (!isCartField(params.field)) throw new BffError(404, BFF_CODES.notFound, 'Not found.');
    // Guessing codes is the abuse here: only the promo field counts attempts.
    if (params.field === 'promoCode') await enforceRateLimit('promo', request, caller);
    return setters[params.field](call, body);
  },
);
