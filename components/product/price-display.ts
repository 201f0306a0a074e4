import type { SiteSchema } from '@/lib/api/schemas';
import { freeDeliveryThreshold, taxDisplayOf } from '@/lib/cart/price-notes';
import { parseCurrency } from '@/lib/currency/choose-currency';
import type { PriceDisplay } from './price-block';

/** How this shopper sees prices: their currency with the merchant's symbol, unless prices are hidden. */
export function priceDisplayFor(
  schema: Pick<SiteSchema, 'currencies' | 'generalSettings' | 'commerceSettings'>,
  currencyCode: string,
): PriceDisplay {
  const entry = schema.currencies.map(parseCurrency).find((c) => c.code === currencyCode);
  const hidden = schema.generalSettings.hideProductPrice;
  const display: PriceDisplay = { code: currencyCode, symbol: entry?.symbol ?? currencyCode, hidden };
  // Nothing is said of tax or delivery thresholds while no amount may be shown (spec §6).
  if (hidden) return display;
  const taxDisplay = taxDisplayOf(schema.commerceSettings);
  const freeFrom = freeDeliveryThreshold(schema.commerceSettings, currencyCode);
  return { ...display, ...(taxDisplay && { taxDisplay }), ...(freeFrom !== null && { freeDeliveryFrom: freeFrom }) };
}
