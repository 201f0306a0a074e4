/** A currency as the schema writes it: 'LKR|Rs' → { code: 'LKR', symbol: 'Rs' }. */
export interface Currency {
  code: string;
  symbol: string;
}

export const FALLBACK_CURRENCY = 'USD|$';

export function parseCurrency(value: string): Currency {
  const [code = 'USD', symbol = code] = value.split('|');
  return { code, symbol };
}

/**
 * spec §4 currency: the shopper's choice when it is offered, else the schema currency if in the list,
 * else the first currency, else 'USD|$'.
 */
export function chooseCurrency(
  currencies: readonly string[],
  schemaCurrency: string | null | undefined,
  chosenCode?: string | null,
): Currency {
  if (chosenCode) {
    const chosen = currencies.find((c) => parseCurrency(c).code === chosenCode);
    if (chosen) return parseCurrency(chosen);
  }
  if (schemaCurrency && currencies.includes(schemaCurrency)) return parseCurrency(schemaCurrency);
  return parseCurrency(currencies[0] ?? FALLBACK_CURRENCY);
}
