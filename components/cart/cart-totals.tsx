'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Cart } from '@/lib/api/cart-schemas';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { totalRows } from '@/lib/cart/totals';
import { TotalOnConfirmation } from './total-on-confirmation';

/** Sub total, delivery, tax, discounts and total of the cart, in the cart's currency. */
export function CartTotals({ cart, money }: { cart: Cart; money: MoneyDisplay }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const rows = money.hidden ? null : totalRows(cart, money.taxDisplay);
  if (!rows) return <TotalOnConfirmation />;
  return (
    <dl className="space-y-2" data-testid="cart-totals">
      {rows.map((row) => (
        // Wraps rather than squeezing both sides when a label and its amount do not fit one line (long Tamil words).
        <div
          key={row.key}
          className={`flex flex-wrap justify-between gap-x-4 ${row.emphasis ? 'border-t border-neutral-200 pt-2 text-lg font-semibold' : ''}`}
        >
          <dt>{t(row.key)}</dt>
          <dd data-testid={`total-${row.key}`} className={`ms-auto text-end ${row.pending ? 'text-ink-muted' : ''}`}>
            {row.pending ? (
              t('deliveryPlanPending')
            ) : (
              <>
                {row.negative ? '− ' : ''}
                {cartMoney(row.amount, cart.selectedCurrency, money, locale)}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
