import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addressInput,
  addToCartRequest,
  completePaymentRequest,
  deleteCartItemQuery,
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
  updateCartRequest,
  UPLOAD_LIMIT_BYTES,
  type DeliveryPlan,
} from '../../lib/api/cart-schemas';
import { idParam } from '../../lib/api/schemas';
import { planPrice } from '../commerce/cart-view';
import { DELIVERY_UNAVAILABLE } from '../commerce/checkout-rules';
import { badRequest, parseInput } from '../errors';
import type { CommerceContext } from './commerce-routes';

const inventoryLocationQuery = z.object({ inventoryLocationId: idParam });
const currencyQuery = z.object({ selectedCurrency: z.string().trim().min(3).max(20) });
const paymentIdQuery = z.object({ paymentId: completePaymentRequest.shape.paymentId.optional() });

/** Uploads may carry a little framing beyond the file limit; anything bigger is refused before it is read. */
const UPLOAD_BODY_LIMIT = UPLOAD_LIMIT_BYTES + 1024;

function headerText(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  return Array.isArray(raw) ? raw[0] : raw;
}

/** The cart calls of spec §7 under /{tenant}/customer-api/v2/cart. */
export function cartRoutes(app: FastifyInstance, c: CommerceContext): void {
  const p = `${c.ctx.apiPrefix}/cart`;
  const { actions, checkout } = c;
  const who = async (request: FastifyRequest) => ({ shopper: await c.shopper(request), location: c.location(request) });

  app.get(`${p}/get`, async (request) => {
    const { shopper, location } = await who(request);
    return actions.view(shopper, location);
  });

  app.post(`${p}/add`, async (request) => {
    const item = parseInput(addToCartRequest, request.body, 'item');
    const { shopper, location } = await who(request);
    return actions.putItem(shopper, location, item, 'add');
  });

  app.post(`${p}/update`, async (request) => {
    const item = parseInput(updateCartRequest, request.body, 'item');
    const { shopper, location } = await who(request);
    return actions.putItem(shopper, location, item, 'update');
  });

  app.get(`${p}/delete`, async (request) => {
    const q = parseInput(deleteCartItemQuery, request.query, 'query');
    const { shopper, location } = await who(request);
    return actions.removeItem(shopper, location, q.productId, q.variance);
  });

  app.post(`${p}/clear-cart`, async (request) => {
    const { shopper, location } = await who(request);
    return actions.clear(shopper, location);
  });

  app.post(`${p}/set/promoCode`, async (request) => {
    const { promoCode } = parseInput(setPromoRequest, request.body, 'promo code');
    const { shopper, location } = await who(request);
    return actions.setPromo(shopper, location, promoCode);
  });

  const setLocation = async (request: FastifyRequest) => {
    const { inventoryLocationId } = parseInput(inventoryLocationQuery, request.query, 'query');
    const { shopper, location } = await who(request);
    return actions.setInventoryLocation(shopper, location, inventoryLocationId);
  };
  app.put(`${p}/set/inventory-location`, setLocation);
  app.post(`${p}/set/inventory-location`, setLocation);

  const setCurrency = async (request: FastifyRequest) => {
    const { selectedCurrency } = parseInput(currencyQuery, request.query, 'query');
    const { shopper, location } = await who(request);
    return actions.setCurrency(shopper, location, selectedCurrency);
  };
  app.put(`${p}/set/selected-currency`, setCurrency);
  app.post(`${p}/set/selected-currency`, setCurrency);

  app.post(`${p}/set/billing-address`, async (request) => {
    const address = parseInput(addressInput, request.body, 'billing address');
    const { shopper, location } = await who(request);
    return actions.setBillingAddress(shopper, location, address);
  });

  app.post(`${p}/set/shipping-address`, async (request) => {
    const address = parseInput(addressInput, request.body, 'shipping address');
    const { shopper, location } = await who(request);
    return actions.setShippingAddress(shopper, location, address);
  });

  app.post(`${p}/set/is-billing-same-as-shipping`, async (request) => {
    const { isBillingSameAsShipping } = parseInput(setBillingSameRequest, request.body, 'request');
    const { shopper, location } = await who(request);
    return actions.setBillingSame(shopper, location, isBillingSameAsShipping);
  });

  app.post(`${p}/set/store`, async (request) => {
    const { outletId } = parseInput(setStoreRequest, request.body, 'store');
    const { shopper, location } = await who(request);
    return actions.setStore(shopper, location, outletId);
  });

  app.post(`${p}/set/payment-method`, async (request) => {
    const { paymentMethod } = parseInput(setPaymentMethodRequest, request.body, 'payment method');
    const { shopper, location } = await who(request);
    return actions.setPaymentMethod(shopper, location, paymentMethod);
  });

  app.post(`${p}/set/email`, async (request) => {
    const { email } = parseInput(setEmailRequest, request.body, 'email');
    const { shopper, location } = await who(request);
    return actions.setEmail(shopper, location, email);
  });

  app.post(`${p}/set/delivery-method`, async (request) => {
    const { deliveryMethod } = parseInput(setDeliveryMethodRequest, request.body, 'delivery method');
    const { shopper, location } = await who(request);
    return actions.setDeliveryMethod(shopper, location, deliveryMethod);
  });

  app.post(`${p}/set/delivery-plan`, async (request) => {
    const { deliveryPlanId } = parseInput(setDeliveryPlanRequest, request.body, 'delivery plan');
    const { shopper, location } = await who(request);
    return actions.setDeliveryPlan(shopper, location, deliveryPlanId);
  });

  app.post(`${p}/set/additional-info`, async (request) => {
    const { additionalInfo } = parseInput(setAdditionalInfoRequest, request.body, 'additional info');
    const { shopper, location } = await who(request);
    return actions.setAdditionalInfo(shopper, location, additionalInfo);
  });

  // The file travels as the raw body: Content-Type is its type, X-File-Name its (percent-encoded) name.
  app.post(`${p}/set/file`, { bodyLimit: UPLOAD_BODY_LIMIT }, async (request) => {
    const body = request.body;
    const data = Buffer.isBuffer(body) ? body : typeof body === 'string' ? Buffer.from(body) : body === undefined ? Buffer.alloc(0) : null;
    if (data === null) throw badRequest('Send the file as the request body with its own Content-Type');
    const declaredType = (headerText(request, 'content-type') ?? 'application/octet-stream').split(';')[0]?.trim() ?? '';
    const { shopper, location } = await who(request);
    return actions.setFile(shopper, location, { data, declaredType, name: headerText(request, 'x-file-name') });
  });

  app.post(`${p}/set/selected-order-due-date`, async (request) => {
    const q = parseInput(setOrderDueDateQuery, request.query, 'query');
    const { shopper, location } = await who(request);
    return actions.setOrderDueDate(shopper, location, q);
  });

  app.post(`${p}/set/selected-store-pickup-due-date`, async (request) => {
    const q = parseInput(setPickupDueDateQuery, request.query, 'query');
    const { shopper, location } = await who(request);
    return actions.setPickupDueDate(shopper, location, q);
  });

  app.post(`${p}/set/save-card-options`, async (request) => {
    const options = parseInput(setSaveCardOptionsRequest, request.body ?? {}, 'card options');
    const { shopper, location } = await who(request);
    return actions.setSaveCardOptions(shopper, location, options);
  });

  // Plans of the shipping address's zone in the cart's currency; none until an address is set.
  app.get(`${p}/get/delivery-plans`, async (request): Promise<DeliveryPlan[]> => {
    const { shopper, location } = await who(request);
    const cart = actions.view(shopper, location);
    const address = cart.shippingAddress;
    if (!address) return [];
    const city = c.actions.city(address.cityId);
    if (!city?.deliverable) throw badRequest(DELIVERY_UNAVAILABLE);
    return c.actions.plansFor(city).flatMap((plan) => {
      const price = planPrice(plan, cart.selectedCurrency);
      return price === null ? [] : [{ id: plan.id, label: plan.label, price }];
    });
  });

  app.get(`${p}/validate`, async (request) => {
    const { shopper, location } = await who(request);
    return checkout.validate(shopper, location);
  });

  const purchase = async (request: FastifyRequest) => {
    const { shopper, location } = await who(request);
    return checkout.purchase(shopper, location, (paymentId) => c.paymentPageUrl(request, paymentId));
  };
  app.get(`${p}/purchase`, purchase);
  app.post(`${p}/purchase`, purchase);

  const completePayment = async (request: FastifyRequest) => {
    const fromQuery = parseInput(paymentIdQuery, request.query, 'query').paymentId;
    const paymentId = fromQuery ?? parseInput(completePaymentRequest, request.body ?? {}, 'request').paymentId;
    const shopper = await c.shopper(request);
    return checkout.completePayment(shopper, paymentId);
  };
  app.get(`${p}/complete-payment`, completePayment);
  app.post(`${p}/complete-payment`, completePayment);
}
