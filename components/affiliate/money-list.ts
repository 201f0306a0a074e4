import { formatMoney } from '@/lib/format/money';

/** Earnings per currency as one text ("LKR 42.50, USD 1.20"); none is zero in the shop's first currency. */
export function moneyText(amounts: Record<string, number>, locale: string, fallbackCurrency: string): string {
  const entries = Object.entries(amounts);
  if (entries.length === 0) return formatMoney(0, fallbackCurrency, locale);
  return entries.map(([currency, amount]) => formatMoney(amount, currency, locale)).join(', ');
}
