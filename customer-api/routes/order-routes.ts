import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ordersPageRequest } from '../../lib/api/cart-schemas';
import { idParam } from '../../lib/api/schemas';
import { parseInput } from '../errors';
import type { CommerceContext } from './commerce-routes';

const orderParams = z.object({ orderId: idParam });

/** The order's language: the first Accept-Language the shop offers, else English. */
export function orderLanguage(request: FastifyRequest, offered: readonly string[]): string {
  const raw = request.headers['accept-language'];
  const header = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  for (const part of header.split(',').slice(0, 10)) {
    const code = part.split(';')[0]?.trim().split('-')[0]?.toLowerCase() ?? '';
    if (offered.includes(code)) return code;
  }
  return 'en';
}

/** Order calls of spec §7: one order (its owner only, spec §6) and the owner's ongoing and past orders. */
export function orderRoutes(app: FastifyInstance, c: CommerceContext): void {
  const p = `${c.ctx.apiPrefix}/order`;
  const language = (request: FastifyRequest) => orderLanguage(request, c.actions.languages());

  app.get(`${p}/get/:orderId`, async (request) => {
    const { orderId } = parseInput(orderParams, request.params, 'order id');
    const shopper = await c.shopper(request);
    return c.checkout.order(shopper, orderId, language(request));
  });

  // A shopper sees their own orders; a userId in the request never widens that.
  const list = (which: 'ongoing' | 'completed') => async (request: FastifyRequest) => {
    const page = parseInput(ordersPageRequest, request.body ?? {}, 'orders page');
    const shopper = await c.shopper(request);
    return c.checkout.orders(shopper, which, page.first, page.after, language(request));
  };
  app.post(`${p}/get-orders-ongoing`, list('ongoing'));
  app.post(`${p}/get-orders-completed`, list('completed'));
}
