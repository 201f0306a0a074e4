/** spec §9: amounts in an unknown currency are formatted as LKR with 2 fraction digits. */
export const FALLBACK_CURRENCY_CODE = 'LKR';

const LOCALES: Record<string, string> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };

const knownCurrencies = new Set<string>(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []);

/** 'si' → 'si-LK'; a full tag such as 'ta-LK' is kept; anything else falls back to en-LK. */
export function formattingLocale(locale: string): string {
  if (LOCALES[locale]) return LOCALES[locale];
  return Object.values(LOCALES).includes(locale) ? locale : 'en-LK';
}

export function isKnownCurrency(code: string | null | undefined): code is string {
  if (!code || !/^[A-Z]{3}$/.test(code)) return false;
  return knownCurrencies.size === 0 || knownCurrencies.has(code);
}

export interface MoneyFormatOptions {
  /** The merchant's own symbol for the currency (the 'Rs' of 'LKR|Rs'), shown instead of Intl's. */
  symbol?: string;
}

/** Formats an amount for a currency code and a storefront locale (en-LK, si-LK, ta-LK). */
export function formatMoney(
  amount: number,
  currencyCode: string | null | undefined,
  locale: string,
  options: MoneyFormatOptions = {},
): string {
  const known = isKnownCurrency(currencyCode);
  const format = new Intl.NumberFormat(formattingLocale(locale), {
    style: 'currency',
    currency: known ? currencyCode : FALLBACK_CURRENCY_CODE,
    ...(known ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });
  const value = Number.isFinite(amount) ? amount : 0;
  if (!options.symbol || !known) return format.format(value);
  const symbol = options.symbol;
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}
