import 'server-only';
import { AFFILIATE_QUERY } from './affiliate-schemas';
import { apiCall, type CallContext, type CallOptions } from './client';
import { cartAnswer, deliveryPlansAnswer, deliveryScheduleAnswer, orderAnswer, outletsAnswer, validateAnswer } from './answers';
import { CART_FIELDS, completePaymentResponse, purchaseResponse, type CartField, type CartFieldValue } from './cart-schemas';
import { cartWithoutAmounts, orderWithoutAmounts, planWithoutPrice } from '@/lib/product/hidden-prices';
import { hidesPrices } from './catalogue';

/**
 * Shopper calls of spec §7 (cart, checkout, order, outlets): never cached, always with the guest
 * session or bearer token and the inventory location of the request.
 */

type Query = Record<string, string | number | boolean | null | undefined>;

/** spec §6 hidden prices: an answer with its amounts removed, whatever the customer API sent. */
export async function asShown<T>(read: Promise<T>, strip: (answer: T) => T): Promise<T> {
  const [answer, hidden] = await Promise.all([read, hidesPrices()]);
  return hidden ? strip(answer) : answer;
}

function cartCall(
  ctx: CallContext,
  path: string,
  opts: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; raw?: CallOptions<typeof cartAnswer>['raw']; query?: Query } = {},
) {
  return asShown(apiCall({ path: `/cart${path}`, schema: cartAnswer, ctx, cache: 'no-store', ...opts }), cartWithoutAmounts);
}

export function getCart(ctx: CallContext) {
  return cartCall(ctx, '/get');
}

export function addToCart(ctx: CallContext, item: { productId: string; varianceKey: string; quantity: number }) {
  return cartCall(ctx, '/add', { method: 'POST', body: item });
}

export function updateCartItem(ctx: CallContext, item: { productId: string; varianceKey: string; quantity: number }) {
  return cartCall(ctx, '/update', { method: 'POST', body: item });
}

export function deleteCartItem(ctx: CallContext, item: { productId: string; variance: string }) {
  return cartCall(ctx, '/delete', { method: 'GET', query: item });
}

export function clearCart(ctx: CallContext) {
  return cartCall(ctx, '/clear-cart', { method: 'POST' });
}

export function setInventoryLocation(ctx: CallContext, inventoryLocationId: string) {
  return cartCall(ctx, '/set/inventory-location', { method: 'POST', query: { inventoryLocationId } });
}

export function setSelectedCurrency(ctx: CallContext, selectedCurrency: string) {
  return cartCall(ctx, '/set/selected-currency', { method: 'POST', query: { selectedCurrency } });
}

/** Sets one checkout value of the cart (spec §7 `cart/set/{field}`), as body or query as the contract says. */
export function setCartField<F extends CartField>(ctx: CallContext, field: F, value: CartFieldValue<F>) {
  const path = `/set/${field}`;
  return CART_FIELDS[field].in === 'query'
    ? cartCall(ctx, path, { method: 'POST', query: value as Query })
    : cartCall(ctx, path, { method: 'POST', body: value });
}

/** spec §7 set/file: the file as the raw body (its type as Content-Type, its name percent-encoded); no bytes remove it. */
export function setFile(ctx: CallContext, file: { data: Uint8Array; contentType: string; name: string }) {
  return cartCall(ctx, '/set/file', {
    method: 'POST',
    raw: { data: file.data, contentType: file.contentType, headers: { 'x-file-name': encodeURIComponent(file.name) } },
  });
}

/** The business hours of home delivery (spec §5) and the merchant's time zone; needs no shopper. */
export function getDeliverySchedule(ctx: CallContext) {
  return apiCall({ path: '/cart/get/delivery-schedule', schema: deliveryScheduleAnswer, ctx, cache: 'no-store' });
}

export function getDeliveryPlans(ctx: CallContext) {
  return asShown(apiCall({ path: '/cart/get/delivery-plans', schema: deliveryPlansAnswer, ctx, cache: 'no-store' }), (plans) =>
    plans.map(planWithoutPrice),
  );
}

export function validateCart(ctx: CallContext) {
  return apiCall({ path: '/cart/validate', schema: validateAnswer, ctx, cache: 'no-store' });
}

/** `returnUrl`: the storefront origin the shopper is on, where a card payment should send them back. */
export function purchase(ctx: CallContext, returnUrl: string | null = null, affiliateToken: string | null = null) {
  return apiCall({
    path: '/cart/purchase',
    query: { returnUrl, [AFFILIATE_QUERY]: affiliateToken },
    schema: purchaseResponse,
    ctx,
    cache: 'no-store',
  });
}

export function completePayment(ctx: CallContext, paymentId: string) {
  return apiCall({ path: '/cart/complete-payment', query: { paymentId }, schema: completePaymentResponse, ctx, cache: 'no-store' });
}

/** One order; its texts (the delivery plan's name) in `language` when the API has them. */
export function getOrder(ctx: CallContext, orderId: string, language?: string) {
  return asShown(
    apiCall({ path: `/order/get/${encodeURIComponent(orderId)}`, schema: orderAnswer, ctx, cache: 'no-store', language }),
    orderWithoutAmounts,
  );
}

/** Outlets for store pickup at the shopper's inventory location. */
export function getPickupOutlets(ctx: CallContext) {
  return apiCall({ path: '/outlet/get', schema: outletsAnswer, ctx: { inventoryId: ctx.inventoryId }, cache: 'no-store' });
}
