import { useLocale, useTranslations } from 'next-intl';
import type { ShownOrder as Order } from '@/lib/api/answers';
import { primaryButton } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { paths } from '@/lib/routes/paths';
import { useEstimatedDelivery } from './estimated-delivery';

interface Props {
  order: Order;
  money: MoneyDisplay;
  /** A signed-in customer also finds the order in her account's order history. */
  signedIn: boolean;
}

/**
 * Right after an order is placed: the spec's headline, a thank-you, for cash the amount to
 * have ready, where to follow the order, and the way back to the shop.
 */
export function OrderPlaced({ order, money, signedIn }: Props) {
  const t = useTranslations('order');
  const tc = useTranslations('common');
  const locale = useLocale();
  const when = useEstimatedDelivery(order);
  // Hidden prices: no amount; the order page says the shop confirms the total.
  const cashDue =
    order.paymentMethod === 'CASH' && order.total !== null && !money.hidden ? cartMoney(order.total, order.currency, money, locale) : null;
  return (
    <section aria-labelledby="order-placed" className="mb-8 space-y-3 rounded-lg border border-green-700 bg-green-50 p-4 text-green-900">
      <div role="status">
        <p id="order-placed" className="text-lg font-semibold">
          {t('success', { refId: order.refId })}
        </p>
        <p>{t('thankYou')}</p>
      </div>
      {when && <p className="font-semibold">{t(order.deliveryMethod === 'store' ? 'readyForPickup' : 'expectedDelivery', { when })}</p>}
      {cashDue && (
        <p className="font-semibold">{t(order.deliveryMethod === 'store' ? 'cashAtPickup' : 'cashOnDelivery', { amount: cashDue })}</p>
      )}
      <p>
        {t.rich('followOrder', {
          link: (text) => (
            <Link href={paths.orderView(order.id)} className="font-medium underline">
              {text}
            </Link>
          ),
        })}
        {signedIn && (
          <>
            {' '}
            {t.rich('followInAccount', {
              link: (text) => (
                <Link href={paths.account.ongoingOrders()} className="font-medium underline">
                  {text}
                </Link>
              ),
            })}
          </>
        )}
      </p>
      <Link href="/" className={primaryButton}>
        {tc('continueShopping')}
      </Link>
    </section>
  );
}
