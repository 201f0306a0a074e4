import type { TaxDisplay } from '@/lib/api/schemas';
import { formatMoney } from '@/lib/format/money';

/** The shopper's currency as the shell shows it: code, the merchant's symbol, and whether prices hide. */
export interface MoneyDisplay {
  code: string;
  symbol: string;
  hidden: boolean;
  /** What prices say about tax; absent when the merchant says nothing. */
  taxDisplay?: TaxDisplay;
  /** The goods total from which home delivery is free, in `code`; absent without such a rule. */
  freeDeliveryFrom?: number;
}

/**
 * Formats a cart amount in the cart's own currency; the merchant's symbol is used when that is the
 * shopper's currency (a cart under payment may still be in another one, spec §4).
 */
export function cartMoney(amount: number, cartCurrency: string, display: Pick<MoneyDisplay, 'code' | 'symbol'>, locale: string): string {
  const symbol = cartCurrency === display.code ? display.symbol : undefined;
  return formatMoney(amount, cartCurrency, locale, symbol ? { symbol } : {});
}
