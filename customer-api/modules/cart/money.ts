import { formatMoney } from '../../../lib/format/money';

/** Amounts are kept to the cent; summing in cents avoids 0.1 + 0.2 drift. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** An amount for a server message, e.g. 'LKR 50,000.00'. */
export function describeMoney(amount: number, currency: string): string {
  // Plain spaces: Intl's no-break space would surprise clients matching the text.
  return formatMoney(amount, currency, 'en').replace(/\u00a0/g, ' ');
}
