import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../../lib/api/schemas';
import { acceptRawBodies } from '../../core/body-parsers';
import { sendHtmlPage } from '../../core/html-page';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import type { SettingsRepository } from '../../core/settings-repository';
import { cardFormErrors, cardOutcome, renderPaymentMessage, renderPaymentPage, type CardForm } from './payment-page';
import type { PaymentsService } from './payments-service';
import type { ReturnAddresses } from './return-address';

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
 * The hosted page's absolute URL for a payment: `{publicUrl or the request's origin}/{tenant}/payment/{paymentId}`,
 * carrying the storefront origin the purchase asked to come back to (`?returnUrl=`) when it is allowed.
 */
export function paymentPageUrlFor(tenant: string, publicUrl: string | null, returns: ReturnAddresses): (request: FastifyRequest, paymentId: string) => string {
  return (request, paymentId) => {
    const base = publicUrl ?? `${request.protocol}://${request.host}`;
    const back = returns.requested((request.query as Record<string, unknown> | undefined)?.returnUrl);
    const query = back ? `?${new URLSearchParams({ return: back })}` : '';
    return `${base.replace(/\/$/, '')}/${tenant}/payment/${encodeURIComponent(paymentId)}${query}`;
  };
}

export interface PaymentPageOptions {
  tenant: string;
  /** Where the hosted payment page may send the shopper back: `{storefront}/ipg-complete?paymentId=…`. */
  returns: ReturnAddresses;
  payments: PaymentsService;
  settings: SettingsRepository;
  /** The server clock (card expiry). */
  now: () => Date;
}

/**
 * The hosted payment page the reference server serves in place of a payment gateway:
 * GET shows the card form, POST records the outcome on the server's payment record and sends the
 * shopper back to the storefront's /ipg-complete (303), where complete-payment reads that record.
 */
export const paymentPageRoutes: RoutesPlugin<PaymentPageOptions> = async (app, c) => {
  // The card form arrives as application/x-www-form-urlencoded bytes.
  acceptRawBodies(app);
  const path = `/${c.tenant}/payment/:paymentId`;
  // The storefront the purchase came from (`?return=`, checked against the allowed origins again here).
  const back = (request: FastifyRequest) => (request.query as Record<string, unknown> | undefined)?.return;
  const returnUrl = (request: FastifyRequest, paymentId: string) => c.returns.completeUrl(back(request), paymentId);

  // form-action also covers the redirect back to the storefront after the POST.
  const html = (request: FastifyRequest, reply: FastifyReply, status: number, body: string) =>
    sendHtmlPage(reply, status, body, `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${c.returns.origin(back(request))}; base-uri 'none'; frame-ancestors 'none'`);

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => html(request, reply, 404, renderPaymentMessage('Payment not found', 'This payment link is not valid. Please return to the shop and try again.'));

  const page = (request: FastifyRequest, paymentId: string, values: Partial<CardForm>, errors: Partial<Record<keyof CardForm, string>>) => {
    const payment = c.payments.payment(paymentId);
    const site = c.settings.site();
    const requested = c.returns.requested(back(request));
    return renderPaymentPage({
      action: `/${c.tenant}/payment/${encodeURIComponent(paymentId)}${requested ? `?${new URLSearchParams({ return: requested })}` : ''}`,
      merchantName: site?.merchantName ?? 'the shop',
      amount: payment?.amount ?? 0,
      currency: payment?.currency ?? 'LKR',
      values,
      errors,
    });
  };

  // Documents the page (OpenAPI); an unknown or malformed id is answered by the page itself.
  const shared = { tags: ['payments'], params: input(z.object({ paymentId: z.string() }), 'payment id'), produces: 'text/html' };
  const getSchema = { ...shared, summary: 'The hosted card payment page (reference server only)', answers: { '303': 'Settled already: back to the storefront' } };
  const postSchema = {
    ...shared,
    summary: "The card form's submission: records the outcome and sends the shopper back to the storefront",
    rawBody: { contentTypes: ['application/x-www-form-urlencoded'], fields: formBody },
    answers: { '303': 'Recorded: back to `{STOREFRONT_URL}/ipg-complete?paymentId=…`', '422': 'The form again, with its errors' },
  };

  app.get(path, { schema: getSchema }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const payment = parsed.success ? c.payments.payment(parsed.data.paymentId) : undefined;
    if (!payment) return notFoundPage(request, reply);
    // A settled payment has nothing left to do here: back to the shop, which reads the outcome.
    if (payment.status !== 'PENDING') return reply.header('cache-control', 'no-store').redirect(returnUrl(request, payment.id), 303);
    return html(request, reply, 200, page(request, payment.id, {}, {}));
  });

  app.post(path, { schema: postSchema }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const payment = parsed.success ? c.payments.payment(parsed.data.paymentId) : undefined;
    if (!payment) return notFoundPage(request, reply);
    const form = formBody.safeParse(formFields(request.body));
    if (!form.success) return html(request, reply, 400, page(request, payment.id, {}, { cardNumber: 'Enter a valid card number' }));
    if (payment.status === 'PENDING') {
      if (form.data.action === 'cancel') {
        c.payments.recordPayment(payment.id, { status: 'CANCELLED' });
      } else {
        const card: CardForm = { cardNumber: form.data.cardNumber, name: form.data.name, expiry: form.data.expiry, cvc: form.data.cvc };
        const errors = cardFormErrors(card, c.now());
        if (Object.keys(errors).length > 0) return html(request, reply, 422, page(request, payment.id, card, errors));
        c.payments.recordPayment(payment.id, cardOutcome(card.cardNumber));
      }
    }
    return reply.header('cache-control', 'no-store').redirect(returnUrl(request, payment.id), 303);
  });
};
