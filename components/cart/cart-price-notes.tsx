'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Cart } from '@/lib/api/cart-schemas';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { amountToFreeDelivery, deliveryIsFree, type DeliveryRange } from '@/lib/cart/price-notes';

interface Props {
  cart: Cart;
  money: MoneyDisplay;
  /** The delivery plans' span at the cart's location in the shopper's currency; null when unknown. */
  delivery: DeliveryRange | null;
}

/** Whether the cart's prices include tax, said once under its lines. */
export function CartTaxNote({ money }: { money: MoneyDisplay }) {
  const t = useTranslations('cart');
  if (money.hidden || !money.taxDisplay) return null;
  return (
    <p className="mt-3 text-sm text-ink-muted" data-testid="cart-tax-note">
      {t(money.taxDisplay === 'INCLUDED' ? 'taxIncludedNote' : 'taxAddedNote')}
    </p>
  );
}

/**
 * Before a plan is chosen, what delivery will cost and take, and how far the goods are from
 * the merchant's free delivery. The threshold counts the goods after discounts, as the customer API does.
 */
export function CartDeliveryNote({ cart, money, delivery }: Props) {
  const t = useTranslations('cart');
  const locale = useLocale();
  // Amounts in another currency than the shopper's (a cart under payment) are not compared.
  if (money.hidden || cart.selectedCurrency !== money.code || cart.deliveryMethod === 'store') return null;
  const threshold = money.freeDeliveryFrom ?? null;
  const goods = (cart.subTotal ?? 0) - (cart.totalPriceDiscounts ?? 0);
  const free = deliveryIsFree(goods, threshold);
  const gap = amountToFreeDelivery(goods, threshold);
  const amount = (n: number) => cartMoney(n, cart.selectedCurrency, money, locale);
  const estimate = cart.deliveryPlan === null && (free || delivery !== null);
  if (!estimate && threshold === null) return null;

  return (
    <div className="space-y-2 text-sm" data-testid="cart-delivery">
      {estimate && (
        <div>
          <div className="flex flex-wrap justify-between gap-x-4">
            <span>{t('deliveryEstimate')}</span>
            <span className="ms-auto text-end" data-testid="delivery-estimate">
              {free || !delivery
                ? t('deliveryFree')
                : delivery.minPrice === delivery.maxPrice
                  ? amount(delivery.minPrice)
                  : `${amount(delivery.minPrice)} – ${amount(delivery.maxPrice)}`}
            </span>
          </div>
          <p className="text-ink-muted">
            {delivery?.days &&
              `${
                delivery.days.min === delivery.days.max
                  ? t('deliveryDays', { days: delivery.days.min })
                  : t('deliveryDaysRange', { min: delivery.days.min, max: delivery.days.max })
              }. `}
            {t('deliveryChosenAtCheckout')}
          </p>
        </div>
      )}
      {/* Polite: a quantity change that crosses the threshold is heard where it is read. */}
      <p aria-live="polite" className="font-medium" data-testid="free-delivery">
        {gap !== null ? t('freeDeliveryGap', { amount: amount(gap) }) : threshold !== null ? t('freeDeliveryReached') : null}
      </p>
    </div>
  );
}
