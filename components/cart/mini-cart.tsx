'use client';

import { useLocale, useTranslations } from 'next-intl';
import { primaryButton, secondaryButton } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Cart } from '@/lib/api/cart-schemas';
import { cartLines } from '@/lib/cart/items';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { paths } from '@/lib/routes/paths';
import { MiniCartLine } from './mini-cart-line';

export interface MiniCartProps {
  /** The cart as the header shows it (undefined until hydrated or loaded). */
  cart: Cart | null | undefined;
  money: MoneyDisplay;
  /** Closes the dropdown when one of its links is followed in the page. */
  onNavigate: () => void;
}

/**
 * The header cart dropdown's content: the items with a button to /cart (loaded with the first use of its
 * button); with items, their subtotal, whether tax is in it (the merchant's setting) and a
 * checkout button beside it.
 */
export default function MiniCart({ cart, money, onNavigate }: MiniCartProps) {
  const t = useTranslations('header');
  const tProduct = useTranslations('product');
  const locale = useLocale();
  const lines = cartLines(cart);
  const filled = lines.length > 0 && cart ? cart : null;
  return (
    <>
      <p className="mb-3 font-semibold">{t('cart')}</p>
      {lines.length === 0 || !cart ? (
        <p className="py-4 text-center text-ink-muted">{t('cartEmpty')}</p>
      ) : (
        <ul className="max-h-80 divide-y divide-neutral-200 overflow-y-auto" aria-label={t('cart')}>
          {lines.map((line) => (
            <MiniCartLine key={line.itemKey} line={line} currency={cart.selectedCurrency} money={money} />
          ))}
        </ul>
      )}
      {filled && !money.hidden && filled.subTotal !== null && (
        <p className="mt-3 flex justify-between border-t border-neutral-200 pt-3 font-semibold">
          <span>{t('subTotal')}</span>
          <span>{cartMoney(filled.subTotal, filled.selectedCurrency, money, locale)}</span>
        </p>
      )}
      {filled && !money.hidden && money.taxDisplay && (
        <p className="mt-1 text-end text-sm text-ink-muted" data-testid="tax-note">
          {tProduct(money.taxDisplay === 'INCLUDED' ? 'taxIncluded' : 'taxAddedAtCheckout')}
        </p>
      )}
      <div className="mt-4 flex gap-2">
        <Link href={paths.cart()} onClick={onNavigate} className={`${filled ? secondaryButton : primaryButton} flex-1`}>
          {t('viewCart')}
        </Link>
        {filled && (
          <Link href={paths.checkout()} onClick={onNavigate} className={`${primaryButton} flex-1`}>
            {t('checkout')}
          </Link>
        )}
      </div>
    </>
  );
}
