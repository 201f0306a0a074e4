'use client';

import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useLocale, useTranslations } from 'next-intl';
import { primaryButton, secondaryButton } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Cart } from '@/lib/api/cart-schemas';
import { cartLines } from '@/lib/cart/items';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { paths } from '@/lib/routes/paths';
import { CART_BUTTON, CartButtonFace } from './cart-button';
import { MiniCartLine } from './mini-cart-line';

export interface MiniCartProps {
  buttonId: string;
  /** The cart as the header shows it (undefined until hydrated or loaded). */
  cart: Cart | null | undefined;
  count: number;
  label: string;
  money: MoneyDisplay;
}

/**
 * The header cart's dropdown of the items with a button to /cart (loaded with the first use of its button);
 * with items, their subtotal and a checkout button beside it (issue 24 §4).
 */
export default function MiniCart({ buttonId, cart, count, label, money }: MiniCartProps) {
  const t = useTranslations('header');
  const locale = useLocale();
  const lines = cartLines(cart);
  const filled = lines.length > 0 && cart ? cart : null;
  return (
    <Popover className="relative">
      <PopoverButton id={buttonId} className={CART_BUTTON} aria-label={label}>
        <CartButtonFace count={count} />
      </PopoverButton>
      {/* Right after its button, not portalled: a portalled panel gets Headless UI's aria-hidden focus guards (axe aria-hidden-focus). */}
      <PopoverPanel className="absolute top-full right-0 z-50 mt-2 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-neutral-200 bg-white p-4 text-ink shadow-xl">
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
        <div className="mt-4 flex gap-2">
          <CloseButton as={Link} href={paths.cart()} className={`${filled ? secondaryButton : primaryButton} flex-1`}>
            {t('viewCart')}
          </CloseButton>
          {filled && (
            <CloseButton as={Link} href={paths.checkout()} className={`${primaryButton} flex-1`}>
              {t('checkout')}
            </CloseButton>
          )}
        </div>
      </PopoverPanel>
    </Popover>
  );
}
