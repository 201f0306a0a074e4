import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../lib/api/schemas';
import { cardFormErrors, cardOutcome, renderPaymentMessage, renderPaymentPage, type CardForm } from '../commerce/payment-page';
import type { CommerceContext } from './commerce-routes';

const params = z.object({ paymentId: idParam });
const formBody = z.object({
  action: z.enum(['pay', 'cancel']),
  cardNumber: z.string().max(40).default(''),
  name: z.string().max(200).default(''),
  expiry: z.string().max(20).default(''),
  cvc: z.string().max(10).default(''),
});

function formFields(body: unknown): Record<string, string> {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : '';
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * The hosted payment page the reference server serves in place of a payment gateway:
 * GET shows the card form, POST records the outcome on the server's payment record and sends the
 * shopper back to the storefront's /ipg-complete (303), where complete-payment reads that record.
 */
export function paymentPageRoutes(app: FastifyInstance, c: CommerceContext): void {
  const path = `/${c.ctx.tenant}/payment/:paymentId`;
  // The storefront the purchase came from (`?return=`, checked against the allowed origins again here).
  const back = (request: FastifyRequest) => (request.query as Record<string, unknown> | undefined)?.return;
  const returnUrl = (request: FastifyRequest, paymentId: string) => c.returns.completeUrl(back(request), paymentId);

  const html = (request: FastifyRequest, reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .header('x-content-type-options', 'nosniff')
      // form-action also covers the redirect back to the storefront after the POST.
      .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${c.returns.origin(back(request))}; base-uri 'none'; frame-ancestors 'none'`)
      .send(body);

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => html(request, reply, 404, renderPaymentMessage('Payment not found', 'This payment link is not valid. Please return to the shop and try again.'));

  const page = (request: FastifyRequest, paymentId: string, values: Partial<CardForm>, errors: Partial<Record<keyof CardForm, string>>) => {
    const payment = c.checkout.payment(paymentId);
    const site = c.ctx.settings.site();
    const requested = c.returns.requested(back(request));
    return renderPaymentPage({
      action: `/${c.ctx.tenant}/payment/${encodeURIComponent(paymentId)}${requested ? `?${new URLSearchParams({ return: requested })}` : ''}`,
      merchantName: site?.merchantName ?? 'the shop',
      amount: payment?.amount ?? 0,
      currency: payment?.currency ?? 'LKR',
      values,
      errors,
    });
  };

  app.get(path, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const payment = parsed.success ? c.checkout.payment(parsed.data.paymentId) : undefined;
    if (!payment) return notFoundPage(request, reply);
    // A settled payment has nothing left to do here: back to the shop, which reads the outcome.
    if (payment.status !== 'PENDING') return reply.header('cache-control', 'no-store').redirect(returnUrl(request, payment.id), 303);
    return html(request, reply, 200, page(request, payment.id, {}, {}));
  });

  app.post(path, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const payment = parsed.success ? c.checkout.payment(parsed.data.paymentId) : undefined;
    if (!payment) return notFoundPage(request, reply);
    const form = formBody.safeParse(formFields(request.body));
    if (!form.success) return html(request, reply, 400, page(request, payment.id, {}, { cardNumber: 'Enter a valid card number' }));
    if (payment.status === 'PENDING') {
      if (form.data.action === 'cancel') {
        c.checkout.recordPayment(payment.id, { status: 'CANCELLED' });
      } else {
        const card: CardForm = { cardNumber: form.data.cardNumber, name: form.data.name, expiry: form.data.expiry, cvc: form.data.cvc };
        const errors = cardFormErrors(card, c.now());
        if (Object.keys(errors).length > 0) return html(request, reply, 422, page(request, payment.id, card, errors));
        c.checkout.recordPayment(payment.id, cardOutcome(card.cardNumber));
      }
    }
    return reply.header('cache-control', 'no-store').redirect(returnUrl(request, payment.id), 303);
  });
}
