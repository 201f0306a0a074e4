import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { order, ordersPage, ordersPageRequest } from '../../../lib/api/cart-schemas';
import { idParam } from '../../../lib/api/schemas';
import { preferredLanguage } from '../../../lib/i18n/accept-language';
import { shopperOf } from '../../core/request-scope';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import type { OrdersService } from './orders-service';

const orderParams = z.object({ orderId: idParam });
const tags = ['orders'];

/** The order's language: the most wanted Accept-Language (q-values) the shop offers, else English. */
export function orderLanguage(request: FastifyRequest, offered: readonly string[]): string {
  return preferredLanguage(request.headers['accept-language'], offered) ?? 'en';
}

export interface OrderRoutesOptions {
  orders: OrdersService;
}

/** Order calls of spec §7 (shopper scope): one order (its owner only, spec §6) and the owner's ongoing and past orders. */
export const orderRoutes: RoutesPlugin<OrderRoutesOptions> = async (app, { orders }) => {
  const language = (request: FastifyRequest) => orderLanguage(request, orders.languages());

  app.get(
    '/order/get/:orderId',
    {
      schema: {
        summary: "One of the caller's orders (403 for anyone else's)",
        tags,
        params: input(orderParams, 'order id'),
        response: { 200: order },
      },
    },
    async (request) => orders.order(shopperOf(request), request.params.orderId, language(request)),
  );

  // A shopper sees their own orders; a userId in the request never widens that.
  const list = (which: 'ongoing' | 'completed') =>
    app.post(
      `/order/get-orders-${which}`,
      {
        schema: {
          summary: which === 'ongoing' ? "The caller's orders in progress, newest first" : "The caller's past orders, newest first",
          tags,
          body: input(ordersPageRequest, 'orders page', { whenAbsent: {} }),
          response: { 200: ordersPage },
        },
      },
      async (request) => orders.orders(shopperOf(request), which, request.body.first, request.body.after, language(request)),
    );
  list('ongoing');
  list('completed');
};
