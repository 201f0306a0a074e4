import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../../lib/api/schemas';
import { acceptRawBodies } from '../../core/body-parsers';
import { sendHtmlPage } from '../../core/html-page';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import type { SettingsRepository } from '../../core/settings-repository';
import { brandOf, cardExpired, parseExpiry } from '../cards/card-rules';
import type { GatewayCard } from '../cards/cards-service';
import type { PaymentLinks } from './payment-link';
import { cardFormErrors, cardOutcome, renderPaymentMessage, renderPaymentPage, savedCardOutcome, type CardForm, type SavedCardOnPage } from './payment-page';
import type { PaymentRecord } from './payment-repository';
import type { PaymentsService } from './payments-service';
import type { ReturnAddresses } from './return-address';

const params = z.object({ paymentId: idParam });
const formBody = z.object({
  action: z.enum(['pay', 'cancel']),
  cardNumber: z.string().max(40).default(''),
  name: z.string().max(200).default(''),
  expiry: z.string().max(20).default(''),
  cvc: z.string().max(10).default(''),
  saveCard: z.literal('on').optional(),
});

function formFields(body: unknown): Record<string, string> {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : '';
  return Object.fromEntries(new URLSearchParams(text));
}

const queryOf = (request: FastifyRequest) => (request.query as Record<string, unknown> | undefined) ?? {};

/**
 * The hosted page's absolute URL for a payment: `{publicUrl or the request's origin}/{tenant}/payment/{paymentId}?t={signed token}`,
 * carrying the storefront origin the purchase asked to come back to (`&return=`) when it is allowed.
 */
export function paymentPageUrlFor(tenant: string, publicUrl: string | null, returns: ReturnAddresses, links: PaymentLinks): (request: FastifyRequest, payment: Pick<PaymentRecord, 'id' | 'expiresAt'>) => string {
  return (request, payment) => {
    const base = publicUrl ?? `${request.protocol}://${request.host}`;
    const back = returns.requested(queryOf(request).returnUrl);
    const query = new URLSearchParams({ t: links.token(payment.id, payment.expiresAt), ...(back ? { return: back } : {}) });
    return `${base.replace(/\/$/, '')}/${tenant}/payment/${encodeURIComponent(payment.id)}?${query}`;
  };
}

export interface PaymentPageOptions {
  tenant: string;
  /** Where the hosted payment page may send the shopper back: `{storefront}/ipg-complete?paymentId=…`. */
  returns: ReturnAddresses;
  payments: PaymentsService;
  settings: SettingsRepository;
  /** Signs and checks the page's links. */
  links: PaymentLinks;
  /** The server clock (card expiry, link expiry). */
  now: () => Date;
}

const mmYy = (month: number, year: number) => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

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
  // The storefront the purchase came from (`?return=`, checked against the allowed origins again here).
  const back = (request: FastifyRequest) => queryOf(request).return;
  const returnUrl = (request: FastifyRequest, paymentId: string) => c.returns.completeUrl(back(request), paymentId);

  // form-action also covers the redirect back to the storefront after the POST.
  const html = (request: FastifyRequest, reply: FastifyReply, status: number, body: string) =>
    sendHtmlPage(reply, status, body, `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${c.returns.origin(back(request))}; base-uri 'none'; frame-ancestors 'none'`);

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => html(request, reply, 404, renderPaymentMessage('Payment not found', 'This payment link is not valid. Please return to the shop and try again.'));
  const expiredPage = (request: FastifyRequest, reply: FastifyReply) => html(request, reply, 410, renderPaymentMessage('Payment link expired', 'This payment link has expired. Please return to the shop and try again.'));

  /** The payment of a correctly signed link; `expired` when the link's time is up. */
  const opened = (request: FastifyRequest): { payment: PaymentRecord; link: 'valid' | 'expired' } | undefined => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) return undefined;
    const link = c.links.check(parsed.data.paymentId, queryOf(request).t, c.now());
    if (link === 'invalid') return undefined;
    const payment = c.payments.payment(parsed.data.paymentId);
    return payment ? { payment, link } : undefined;
  };

  const savedCardOnPage = (payment: PaymentRecord): SavedCardOnPage | null => {
    const card = c.payments.savedCardOf(payment);
    return card ? { brand: card.brand, last4: card.last4, expiry: mmYy(card.expMonth, card.expYear), holderName: card.holderName } : null;
  };

  const page = (request: FastifyRequest, payment: PaymentRecord, values: Partial<CardForm>, errors: Partial<Record<keyof CardForm, string>>, saveTicked?: boolean) => {
    const site = c.settings.site();
    const requested = c.returns.requested(back(request));
    const token = String(queryOf(request).t);
    const savedCard = savedCardOnPage(payment);
    const mayKeep = payment.ownerKind === 'user' && savedCard === null;
    return renderPaymentPage({
      action: `/${c.tenant}/payment/${encodeURIComponent(payment.id)}?${new URLSearchParams({ t: token, ...(requested ? { return: requested } : {}) })}`,
      merchantName: site?.merchantName ?? 'the shop',
      amount: payment.amount,
      currency: payment.currency,
      values,
      errors,
      savedCard,
      offerSave: mayKeep ? ((saveTicked ?? payment.saveCard) ? 'checked' : true) : false,
    });
  };

  // Documents the page (OpenAPI); an unknown id or a bad link is answered by the page itself.
  const shared = {
    tags: ['payments'],
    params: input(z.object({ paymentId: z.string() }), 'payment id'),
    querystring: input(z.object({ t: z.string().optional(), return: z.string().optional() }), 'signed link'),
    produces: ['text/html'],
  };
  const getSchema = { ...shared, summary: 'The hosted card payment page, test mode (reference server only)', answers: { '303': 'Settled already: back to the storefront', '410': 'The link has expired' } };
  const postSchema = {
    ...shared,
    summary: "The card form's submission: records the outcome and sends the shopper back to the storefront",
    rawBody: { contentTypes: ['application/x-www-form-urlencoded'], fields: formBody },
    answers: { '303': 'Recorded: back to `{STOREFRONT_URL}/ipg-complete?paymentId=…`', '410': 'The link has expired', '422': 'The form again, with its errors' },
  };

  const settledRedirect = (request: FastifyRequest, reply: FastifyReply, paymentId: string) => reply.header('cache-control', 'no-store').redirect(returnUrl(request, paymentId), 303);

  app.get(path, { schema: getSchema }, async (request, reply) => {
    const found = opened(request);
    if (!found) return notFoundPage(request, reply);
    // A settled or expired payment has nothing left to do here: back to the shop, which reads the outcome.
    if (found.payment.status !== 'PENDING') return settledRedirect(request, reply, found.payment.id);
    if (found.link === 'expired') return expiredPage(request, reply);
    return html(request, reply, 200, page(request, found.payment, {}, {}));
  });

  app.post(path, { schema: postSchema }, async (request, reply) => {
    const found = opened(request);
    if (!found) return notFoundPage(request, reply);
    const { payment } = found;
    if (payment.status === 'PENDING' && found.link === 'expired') return expiredPage(request, reply);
    const form = formBody.safeParse(formFields(request.body));
    if (!form.success) return html(request, reply, 400, page(request, payment, {}, { cardNumber: 'Enter a valid card number' }));
    if (payment.status === 'PENDING') {
      if (form.data.action === 'cancel') {
        c.payments.recordPayment(payment.id, { status: 'CANCELLED' });
      } else {
        const recorded = pay(payment, form.data);
        if (recorded.errors) return html(request, reply, 422, page(request, payment, recorded.values, recorded.errors, form.data.saveCard === 'on'));
      }
    }
    return settledRedirect(request, reply, payment.id);
  });

  /** Charges the saved card (security code only) or the card typed in; field errors record nothing. */
  function pay(payment: PaymentRecord, data: z.infer<typeof formBody>): { errors?: Partial<Record<keyof CardForm, string>>; values: Partial<CardForm> } {
    const now = c.now();
    const saved = c.payments.savedCardOf(payment);
    if (saved) {
      const errors: Partial<Record<keyof CardForm, string>> = {};
      if (!/^\d{3,4}$/.test(data.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code';
      else if (cardExpired(saved.expMonth, saved.expYear, now)) errors.cvc = 'This card has expired';
      if (Object.keys(errors).length > 0) return { errors, values: {} };
      c.payments.recordPayment(payment.id, savedCardOutcome(saved.last4));
      return { values: {} };
    }
    const card: CardForm = { cardNumber: data.cardNumber, name: data.name, expiry: data.expiry, cvc: data.cvc };
    const errors = cardFormErrors(card, now);
    if (Object.keys(errors).length > 0) return { errors, values: card };
    c.payments.recordPayment(payment.id, cardOutcome(card.cardNumber), data.saveCard === 'on' && payment.ownerKind === 'user' ? gatewayCard(card) : null);
    return { values: {} };
  }
};

/** What a gateway returns for a card it tokenised: brand, last four, expiry and holder — never the number or CVC. */
function gatewayCard(card: CardForm): GatewayCard | null {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return null;
  return { brand: brandOf(digits), last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year, holderName: card.name.trim() };
}
