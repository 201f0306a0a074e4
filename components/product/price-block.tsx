import { useLocale, useTranslations } from 'next-intl';
import type { Product } from '@/lib/api/schemas';
import { formatMoney } from '@/lib/format/money';
import { effectivePrice } from '@/lib/product/price';

/** How prices show for this shopper: the context currency and whether the merchant hides prices. */
export interface PriceDisplay {
  code: string;
  /** The merchant's symbol for the currency ('Rs' of 'LKR|Rs'). */
  symbol: string;
  /** generalSettings.hideProductPrice */
  hidden: boolean;
}

interface Props {
  product: Pick<Product, 'price' | 'specialPrice' | 'enableSpecialPrice'>;
  display: PriceDisplay;
  size?: 'card' | 'page';
}

/**
 * Spec §2/§5 price: the special price beside the struck-through normal price, with the discount on the page.
 * On cards (twenty and more a page) by the `card-price*` classes of app/globals.css.
 */
export function PriceBlock({ product, display, size = 'page' }: Props) {
  const t = useTranslations('product');
  const locale = useLocale();
  if (display.hidden) return null;
  const price = effectivePrice(product, display.code);
  if (!price) return null;
  const money = (amount: number) => formatMoney(amount, display.code, locale, { symbol: display.symbol });
  const big = size === 'page';

  if (price.specialPrice === null) {
    return (
      <p className={big ? 'text-2xl font-semibold text-ink' : 'card-price'} data-testid="price">
        <span className="sr-only">{t('price')}: </span>
        {money(price.price)}
      </p>
    );
  }

  return (
    <p className={big ? 'flex flex-wrap items-baseline gap-x-2 text-2xl' : 'card-price-offer'} data-testid="price">
      <span className="price-special">
        <span className="sr-only">{t('specialPrice')}: </span>
        {money(price.specialPrice)}
      </span>
      <s className={big ? 'text-base text-ink-muted' : 'card-price-regular'}>
        <span className="sr-only">{t('regularPrice')}: </span>
        {money(price.price)}
      </s>
      {big && price.discountPercent !== null && price.discountPercent > 0 && (
        <span className="rounded bg-accent px-2 py-0.5 text-sm font-semibold text-white">
          {t('discount', { percent: price.discountPercent })}
        </span>
      )}
    </p>
  );
}
