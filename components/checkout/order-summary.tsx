'use client';

import { useTranslations } from 'next-intl';
import { CartTotals } from '@/components/cart/cart-totals';
import { MiniCartLine } from '@/components/cart/mini-cart-line';
import type { Cart } from '@/lib/api/cart-schemas';
import { cartLines } from '@/lib/cart/items';
import type { MoneyDisplay } from '@/lib/cart/money';

/** The cart beside the checkout steps: items and totals as they will be charged. */
export function OrderSummary({ cart, money }: { cart: Cart; money: MoneyDisplay }) {
  const t = useTranslations('checkout');
  return (
    <aside aria-labelledby="order-summary-title" className="h-fit space-y-4 rounded-lg border border-neutral-200 p-4 lg:sticky lg:top-24">
      <h2 id="order-summary-title" className="text-lg font-semibold">
        {t('orderSummary')}
      </h2>
      <ul className="divide-y divide-neutral-200">
        {cartLines(cart).map((line) => (
          <MiniCartLine key={line.itemKey} line={line} currency={cart.selectedCurrency} money={money} />
        ))}
      </ul>
      <CartTotals cart={cart} money={money} />
    </aside>
  );
}
