import type { FastifyInstance } from 'fastify';
import { cart, type Cart, type DeliveryPlan, type Order } from '../../../lib/api/cart-schemas';
import { CART_REFUSAL_MESSAGES, cartRefusal } from '../../../lib/cart/cart-controls';
import { cartWithoutAmounts, orderWithoutAmounts, ordersWithoutAmounts, planWithoutPrice } from '../../../lib/product/hidden-prices';
import { forbidden } from '../../core/errors';
import { CARD_WITH_HIDDEN_PRICES } from '../checkout/checkout-rules';
import { shopperOf } from '../../core/request-scope';
import type { SettingsRepository } from '../../core/settings-repository';

/**
 * Cart calls allowed in every mode: reads (an empty cart, delivery plans, what blocks placing) and the
 * confirmation of a card payment already made before a mode was switched on.
 */
const CART_READS = new Set(['/cart/get', '/cart/get/delivery-plans', '/cart/validate', '/cart/complete-payment']);

/** True for a call that changes a cart or places an order: every `/cart/…` route but the reads. */
export function changesCart(routeUrl: string): boolean {
  const path = routeUrl.replace(/^\/[^/]+\/customer-api\/v2/, '');
  return path.startsWith('/cart/') && !CART_READS.has(path);
}

/** A card would be charged an amount the shopper may not see while prices are hidden. */
function choosesCard(routeUrl: string, body: unknown): boolean {
  return routeUrl.endsWith('/cart/set/payment-method') && (body as { paymentMethod?: unknown } | undefined)?.paymentMethod === 'CARD';
}

/**
 * The merchant's access modes on the server (spec §6): in catalogue mode no cart changes or purchases
 * at all; on a registered-users-only site none by guests. 403 E4030, whatever the storefront shows.
 * Runs after the shopper scope's hook, so a signed-in call has already adopted its guest cart.
 */
export function enforceShopModes(scope: FastifyInstance, settings: SettingsRepository): void {
  scope.addHook('preHandler', async (request) => {
    if (!changesCart(request.routeOptions.url ?? '')) return;
    const general = settings.requireSite().generalSettings;
    const refusal = cartRefusal(general, shopperOf(request).kind === 'user');
    if (refusal) throw forbidden(CART_REFUSAL_MESSAGES[refusal]);
    if (general.hideProductPrice && choosesCard(request.routeOptions.url ?? '', request.body)) throw forbidden(CARD_WITH_HIDDEN_PRICES);
  });
}

type Strip = (payload: never) => unknown;

/** Answers that carry amounts besides the cart (every route answering a cart is found by its schema). */
const AMOUNTS_BY_ROUTE: Record<string, Strip> = {
  '/order/get/:orderId': (o: Order) => orderWithoutAmounts(o),
  '/order/get-orders-ongoing': (p: { orders: Order[] }) => ordersWithoutAmounts(p),
  '/order/get-orders-completed': (p: { orders: Order[] }) => ordersWithoutAmounts(p),
  '/cart/get/delivery-plans': (plans: DeliveryPlan[]) => plans.map(planWithoutPrice),
};

function stripperOf(routeUrl: string, responseSchema: unknown): Strip | undefined {
  if (responseSchema === cart) return (c: Cart) => cartWithoutAmounts(c);
  return AMOUNTS_BY_ROUTE[routeUrl.replace(/^\/[^/]+\/customer-api\/v2/, '')];
}

/**
 * spec §6 hidden prices in the cart, checkout and orders: no amount leaves the server (unit prices, line
 * and cart totals, delivery charges). The amounts are still computed and kept: the order is placed at them.
 */
export function hideAmounts(scope: FastifyInstance, settings: SettingsRepository): void {
  scope.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (
      reply.statusCode !== 200 ||
      !settings.requireSite().generalSettings.hideProductPrice ||
      payload === null ||
      typeof payload !== 'object'
    )
      return payload;
    const response = request.routeOptions.schema?.response as Record<number, unknown> | undefined;
    const strip = stripperOf(request.routeOptions.url ?? '', response?.[200]);
    return strip ? strip(payload as never) : payload;
  });
}
