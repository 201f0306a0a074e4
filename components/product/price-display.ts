import type { SiteSchema } from '@/lib/api/schemas';
import { parseCurrency } from '@/lib/currency/choose-currency';
import type { PriceDisplay } from './price-block';

/** How this shopper sees prices: their currency with the merchant's symbol, unless prices are hidden. */
export function priceDisplayFor(schema: Pick<SiteSchema, 'currencies' | 'generalSettings'>, currencyCode: string): PriceDisplay {
  const entry = schema.currencies.map(parseCurrency).find((c) => c.code === currencyCode);
  return { code: currencyCode, symbol: entry?.symbol ?? currencyCode, hidden: schema.generalSettings.hideProductPrice };
}
