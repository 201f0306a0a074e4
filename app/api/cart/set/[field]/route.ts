import type { NextRequest } from 'next/server';
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
import { ERROR_CODES } from '@/lib/api/schemas';
import { failure, mutate, readBody } from '../../_lib/bff';

/** One checkout value of spec §7 `cart/set/*`: its contract schema and its call. */
function setter<S extends z.ZodType>(schema: S, call: (ctx: CallContext, value: z.infer<S>) => Promise<unknown>) {
  return (request: NextRequest) => mutate(request, async (ctx) => call(ctx, await readBody(request, schema)));
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

type CartField = keyof typeof setters;

function isCartField(value: string): value is CartField {
  return Object.hasOwn(setters, value);
}

/** POST /api/cart/set/{field}: sets one checkout value of the shopper's cart and answers the cart. */
export async function POST(request: NextRequest, { params }: { params: Promise<{ field: string }> }) {
  const { field } = await params;
  if (!isCartField(field)) return failure(404, ERROR_CODES.notFound, 'Not found.');
  return setters[field](request);
}
