import { useLocale } from 'next-intl';
import type { Product } from '@/lib/api/schemas';
import type { MoneyDisplay } from '@/lib/cart/money';
import { formatMoney } from '@/lib/format/money';
import { effectivePrice } from '@/lib/product/price';
import { PriceLine, type PriceText } from './price-line';

/** How prices show for this shopper: the shell's money display (currency, symbol, hidden prices, tax, free delivery). */
export type PriceDisplay = MoneyDisplay;

type Priced = Pick<Product, 'price' | 'specialPrice' | 'enableSpecialPrice'>;

/** A product's price in the shopper's currency and language; none when prices are hidden or it has none in that currency. */
export function priceText(product: Priced, display: PriceDisplay, locale: string): PriceText | null {
  if (display.hidden) return null;
  const price = effectivePrice(product, display.code);
  if (!price) return null;
  const money = (amount: number) => formatMoney(amount, display.code, locale, { symbol: display.symbol });
  if (price.specialPrice === null) return { now: money(price.price) };
  return {
    now: money(price.specialPrice),
    was: money(price.price),
    ...(price.discountPercent !== null && { discountPercent: price.discountPercent }),
  };
}

interface Props {
  product: Priced;
  display: PriceDisplay;
  size?: 'card' | 'page';
}

/** Spec §2/§5 price: the special price beside the struck-through normal price, with the discount on the page. */
export function PriceBlock({ product, display, size = 'page' }: Props) {
  const locale = useLocale();
  const text = priceText(product, display, locale);
  return text && <PriceLine text={text} size={size} tax={display.taxDisplay} />;
}
