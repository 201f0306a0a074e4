import type { FastifyInstance } from 'fastify';
import { inventoryLocationOf, shopperOf, type Shopper } from '../../core/request-scope';
import type { SettingsRepository } from '../../core/settings-repository';

/** Who a cart call is for: the shopper (from the shopper scope) and the inventory location it shops at. */
export interface CartCaller {
  shopper: Shopper;
  /** The `x-inventory-location` asked for, checked against the site; null: the site's default. */
  location: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `resolveCartCaller` before the handler of every cart and checkout call. */
    cartCaller: CartCaller;
  }
}

/**
 * Puts the caller on `request.cartCaller` once per request, in a preHandler after the shopper
 * scope's (an unknown inventory location is a 400 before the handler runs).
 */
export function resolveCartCaller(app: FastifyInstance, settings: SettingsRepository): void {
  app.decorateRequest('cartCaller', null as unknown as CartCaller);
  app.addHook('preHandler', async (request) => {
    request.cartCaller = { shopper: shopperOf(request), location: inventoryLocationOf(request, () => settings.requireSite()) };
  });
}
