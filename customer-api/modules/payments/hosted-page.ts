import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendHtmlPage } from '../../core/html-page';
import type { SettingsRepository } from '../../core/settings-repository';
import type { PaymentLinks } from './payment-link';
import { renderPaymentMessage, renderPaymentPage, type CardForm, type SavedCardOnPage } from './payment-page';
import type { PaymentRecord } from './payment-repository';
import type { PaymentsService } from './payments-service';
import type { ReturnAddresses } from './return-address';

export interface HostedPageContext {
  tenant: string;
  returns: ReturnAddresses;
  payments: PaymentsService;
  settings: SettingsRepository;
  links: PaymentLinks;
  now: () => Date;
}

export const queryOf = (request: FastifyRequest) => (request.query as Record<string, unknown> | undefined) ?? {};
/** The storefront the purchase came from (`?return=`, checked against the allowed origins again here). */
export const backOf = (request: FastifyRequest) => queryOf(request).return;

const mmYy = (month: number, year: number) => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** The hosted page's HTML answers: the card form, and the messages of a bad or expired link. */
export function hostedPage(c: HostedPageContext) {
  // form-action also covers the redirect back to the storefront after the POST.
  const html = (request: FastifyRequest, reply: FastifyReply, status: number, body: string) =>
    sendHtmlPage(
      reply,
      status,
      body,
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${c.returns.origin(backOf(request))}; base-uri 'none'; frame-ancestors 'none'`,
    );

  const savedCardOnPage = (payment: PaymentRecord): SavedCardOnPage | null => {
    const card = c.payments.savedCardOf(payment);
    return card ? { brand: card.brand, last4: card.last4, expiry: mmYy(card.expMonth, card.expYear), holderName: card.holderName } : null;
  };

  /** The form of a payment, with the values and errors of a submission that failed. */
  const page = (
    request: FastifyRequest,
    payment: PaymentRecord,
    values: Partial<CardForm>,
    errors: Partial<Record<keyof CardForm, string>>,
  ) => {
    const requested = c.returns.requested(backOf(request));
    const query = new URLSearchParams({ t: String(queryOf(request).t), ...(requested ? { return: requested } : {}) });
    const savedCard = savedCardOnPage(payment);
    const mayKeep = payment.ownerKind === 'user' && savedCard === null;
    return renderPaymentPage({
      action: `/${c.tenant}/payment/${encodeURIComponent(payment.id)}?${query}`,
      merchantName: c.settings.site()?.merchantName ?? 'the shop',
      amount: payment.amount,
      currency: payment.currency,
      values,
      errors,
      savedCard,
      savesCard: mayKeep && payment.saveCard,
    });
  };

  return {
    form: (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      payment: PaymentRecord,
      filled: { values?: Partial<CardForm>; errors?: Partial<Record<keyof CardForm, string>> } = {},
    ) => html(request, reply, status, page(request, payment, filled.values ?? {}, filled.errors ?? {})),
    notFound: (request: FastifyRequest, reply: FastifyReply) =>
      html(
        request,
        reply,
        404,
        renderPaymentMessage('Payment not found', 'This payment link is not valid. Please return to the shop and try again.'),
      ),
    expired: (request: FastifyRequest, reply: FastifyReply) =>
      html(
        request,
        reply,
        410,
        renderPaymentMessage('Payment link expired', 'This payment link has expired. Please return to the shop and try again.'),
      ),
  };
}
