import type { FastifyInstance } from 'fastify';
import { CART_REFUSAL_MESSAGES, cartRefusal } from '../../../lib/cart/cart-controls';
import { forbidden } from '../../core/errors';
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

/**
 * The merchant's access modes on the server (spec §6): in catalogue mode no cart changes or purchases
 * at all; on a registered-users-only site none by guests. 403 E4030, whatever the storefront shows.
 * Runs after the shopper scope's hook, so a signed-in call has already adopted its guest cart.
 */
export function enforceShopModes(scope: FastifyInstance, settings: SettingsRepository): void {
  scope.addHook('preHandler', async (request) => {
    if (!changesCart(request.routeOptions.url ?? '')) return;
    const refusal = cartRefusal(settings.requireSite().generalSettings, shopperOf(request).kind === 'user');
    if (refusal) throw forbidden(CART_REFUSAL_MESSAGES[refusal]);
  });
}
