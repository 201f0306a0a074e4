import { brandOf, cardExpired, parseExpiry } from '../cards/card-rules';
import type { GatewayCard } from '../cards/cards-service';
import { cardFormErrors, cardOutcome, savedCardOutcome, type CardForm } from './payment-page';
import type { PaymentRecord } from './payment-repository';
import type { PaymentsService } from './payments-service';

export type CardErrors = Partial<Record<keyof CardForm, string>>;

/**
 * Charges the saved card (security code only) or the card typed in; field errors record nothing. A new
 * card is kept when the checkout asked to (its one question about it), for a customer only.
 */
export function chargeCard(
  payments: PaymentsService,
  payment: PaymentRecord,
  data: CardForm,
  now: Date,
): { errors?: CardErrors; values: Partial<CardForm> } {
  const saved = payments.savedCardOf(payment);
  if (saved) {
    const errors: CardErrors = {};
    if (!/^\d{3,4}$/.test(data.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code';
    else if (cardExpired(saved.expMonth, saved.expYear, now)) errors.cvc = 'This card has expired';
    if (Object.keys(errors).length > 0) return { errors, values: {} };
    payments.recordPayment(payment.id, savedCardOutcome(saved.last4));
    return { values: {} };
  }
  const card: CardForm = { cardNumber: data.cardNumber, name: data.name, expiry: data.expiry, cvc: data.cvc };
  const errors = cardFormErrors(card, now);
  if (Object.keys(errors).length > 0) return { errors, values: card };
  payments.recordPayment(
    payment.id,
    cardOutcome(card.cardNumber),
    payment.saveCard && payment.ownerKind === 'user' ? gatewayCard(card) : null,
  );
  return { values: {} };
}

/** What a gateway returns for a card it tokenised: brand, last four, expiry and holder — never the number or CVC. */
function gatewayCard(card: CardForm): GatewayCard | null {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return null;
  return { brand: brandOf(digits), last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year, holderName: card.name.trim() };
}
