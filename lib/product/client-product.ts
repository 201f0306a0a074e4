import type { LocalizedText, MoneyMap, Product } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';

function oneLanguage(text: LocalizedText, locale: string): LocalizedText {
  const shown = localize(text, locale);
  return shown ? { [locale]: shown } : {};
}

function oneCurrency(money: MoneyMap, currency: string): MoneyMap {
  return money[currency] === undefined ? {} : { [currency]: money[currency] };
}

/**
 * A product as a client component of one page receives it: the shopper's language and currency only
 * (a page renders per language and currency), without the long texts, the category path and the SEO
 * fields the server renders itself. Every page's RSC payload carries it once per card.
 */
export function clientProduct(product: Product, locale: string, currency: string): Product {
  return {
    ...product,
    name: oneLanguage(product.name, locale),
    description: {},
    seoConfiguration: null,
    category: [],
    price: oneCurrency(product.price, currency),
    specialPrice: oneCurrency(product.specialPrice, currency),
    variances: product.variances.map((v) => ({
      ...v,
      label: oneLanguage(v.label, locale),
      values: v.values.map((value) => ({ ...value, label: oneLanguage(value.label, locale) })),
    })),
  };
}
