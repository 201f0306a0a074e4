import type { SavedCard } from '../../../lib/api/card-schemas';

/** A saved card as stored: the gateway's answer, never the number or CVC. */
export interface CardRecord {
  id: string;
  ownerKey: string;
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  createdAt: string;
}

/** The card brand a gateway reports, from the number's leading digits (IIN ranges). */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

/** A card is good until the end of its expiry month (UTC). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  return expYear * 12 + (expMonth - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/** MM/YY as a card shows it. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(text.trim());
  return m ? { month: Number(m[1]), year: 2000 + Number(m[2]) } : null;
}

export function toSavedCardView(card: CardRecord, now: Date): SavedCard {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expMonth,
    expiryYear: card.expYear,
    holderName: card.holderName,
    expired: cardExpired(card.expMonth, card.expYear, now),
  };
}
