import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../../lib/api/schemas';
import { acceptRawBodies } from '../../core/body-parsers';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import { chargeCard } from './card-charge';
import { backOf, hostedPage, queryOf, type HostedPageContext } from './hosted-page';
import type { PaymentLinks } from './payment-link';
import type { PaymentRecord } from './payment-repository';
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

// Documents the page (OpenAPI); an unknown id or a bad link is answered by the page itself.
const shared = {
  tags: ['payments'],
  params: input(z.object({ paymentId: z.string() }), 'payment id'),
  querystring: input(z.object({ t: z.string().optional(), return: z.string().optional() }), 'signed link'),
  produces: ['text/html'],
};
const getSchema = {
  ...shared,
  summary: 'The hosted card payment page, test mode (reference server only)',
  answers: { '303': 'Settled already: back to the storefront', '410': 'The link has expired' },
};
const postSchema = {
  ...shared,
  summary: "The card form's submission: records the outcome and sends the shopper back to the storefront",
  rawBody: { contentTypes: ['application/x-www-form-urlencoded'], fields: formBody },
  answers: {
    '303': 'Recorded: back to `{STOREFRONT_URL}/ipg-complete?paymentId=…`',
    '410': 'The link has expired',
    '422': 'The form again, with its errors',
  },
};

/**
 * The hosted page's absolute URL for a payment: `{publicUrl or the request's origin}/{tenant}/payment/{paymentId}?t={signed token}`,
 * carrying the storefront origin the purchase asked to come back to (`&return=`) when it is allowed.
 */
export function paymentPageUrlFor(
  tenant: string,
  publicUrl: string | null,
  returns: ReturnAddresses,
  links: PaymentLinks,
): (request: FastifyRequest, payment: Pick<PaymentRecord, 'id' | 'expiresAt'>) => string {
  return (request, payment) => {
    const base = publicUrl ?? `${request.protocol}://${request.host}`;
    const back = returns.requested(queryOf(request).returnUrl);
    const query = new URLSearchParams({ t: links.token(payment.id, payment.expiresAt), ...(back ? { return: back } : {}) });
    return `${base.replace(/\/$/, '')}/${tenant}/payment/${encodeURIComponent(payment.id)}?${query}`;
  };
}

/** The tenant, where the page may send the shopper back, the payments, the site, the link signer and the clock. */
export type PaymentPageOptions = HostedPageContext;

/**
 * The hosted payment page the reference server serves in place of a payment gateway (test mode):
 * GET shows the card form, POST records the outcome on the server's payment record and sends the
 * shopper back to the storefront's /ipg-complete (303), where complete-payment reads that record.
 * Both need the link's signed token; without it the payment is "not found".
 */
export const paymentPageRoutes: RoutesPlugin<PaymentPageOptions> = async (app, c) => {
  // The card form arrives as application/x-www-form-urlencoded bytes.
  acceptRawBodies(app);
  const path = `/${c.tenant}/payment/:paymentId`;
  const pages = hostedPage(c);

  /** The payment of a correctly signed link; `expired` when the link's time is up. */
  const opened = (request: FastifyRequest): { payment: PaymentRecord; link: 'valid' | 'expired' } | undefined => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) return undefined;
    const link = c.links.check(parsed.data.paymentId, queryOf(request).t, c.now());
    if (link === 'invalid') return undefined;
    const payment = c.payments.payment(parsed.data.paymentId);
    return payment ? { payment, link } : undefined;
  };
  const settledRedirect = (request: FastifyRequest, reply: FastifyReply, paymentId: string) =>
    reply.header('cache-control', 'no-store').redirect(c.returns.completeUrl(backOf(request), paymentId), 303);

  app.get(path, { schema: getSchema }, async (request, reply) => {
    const found = opened(request);
    if (!found) return pages.notFound(request, reply);
    // A settled or expired payment has nothing left to do here: back to the shop, which reads the outcome.
    if (found.payment.status !== 'PENDING') return settledRedirect(request, reply, found.payment.id);
    if (found.link === 'expired') return pages.expired(request, reply);
    return pages.form(request, reply, 200, found.payment);
  });

  app.post(path, { schema: postSchema }, async (request, reply) => {
    const found = opened(request);
    if (!found) return pages.notFound(request, reply);
    const { payment } = found;
    if (payment.status === 'PENDING' && found.link === 'expired') return pages.expired(request, reply);
    const form = formBody.safeParse(formFields(request.body));
    if (!form.success) return pages.form(request, reply, 400, payment, { errors: { cardNumber: 'Enter a valid card number' } });
    if (payment.status === 'PENDING' && form.data.action === 'cancel') c.payments.recordPayment(payment.id, { status: 'CANCELLED' });
    else if (payment.status === 'PENDING') {
      const { errors, values } = chargeCard(c.payments, payment, form.data, c.now());
      if (errors) return pages.form(request, reply, 422, payment, { values, errors });
    }
    return settledRedirect(request, reply, payment.id);
  });
};
