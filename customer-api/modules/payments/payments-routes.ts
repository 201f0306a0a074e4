import { z } from 'zod';
import { completePaymentRequest, completePaymentResponse } from '../../../lib/api/cart-schemas';
import { parseInput } from '../../core/errors';
import { shopperOf } from '../../core/request-scope';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import type { PaymentsService } from './payments-service';

const paymentIdQuery = z.object({ paymentId: completePaymentRequest.shape.paymentId.optional() });

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
}

/** Completing a card payment (shopper scope): the storefront asks after the hosted page sent the shopper back. */
export const paymentsRoutes: RoutesPlugin<PaymentsRoutesOptions> = async (app, { payments }) => {
  const schema = {
    summary: "The outcome of a card payment, from the server's own record; a paid one places the order",
    tags: ['payments'],
    querystring: input(paymentIdQuery, 'query'),
    response: { 200: completePaymentResponse },
  };
  // The id comes in the query, else in a JSON body.
  const paymentIdOf = (fromQuery: string | undefined, body: unknown) =>
    fromQuery ?? parseInput(completePaymentRequest, body ?? {}, 'request').paymentId;

  app.get('/cart/complete-payment', { schema, exposeHeadRoute: false }, async (request) =>
    payments.completePayment(shopperOf(request), paymentIdOf(request.query.paymentId, undefined)),
  );

  app.post(
    '/cart/complete-payment',
    { schema: { ...schema, body: input(completePaymentRequest.partial(), 'request', { whenAbsent: {} }) } },
    async (request) => payments.completePayment(shopperOf(request), paymentIdOf(request.query.paymentId, request.body)),
  );
};
