import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { HistoryPager } from './history-pager';
import { OrderRowItems } from './order-row-items';
import { orderStatusKey, type HistoryPaging } from '@/lib/account/order-history';
import type { ShownOrder as Order } from '@/lib/api/answers';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { paths, type HistoryPage } from '@/lib/routes/paths';

interface Props {
  which: 'ongoing' | 'past';
  orders: Order[];
  total: number;
  paging: HistoryPaging;
  money: (currency: string) => Pick<MoneyDisplay, 'code' | 'symbol'>;
}

/** spec §4 Ongoing or Past orders, newest first, paged by first and after; each opens its order view. */
export function OrderHistory({ which, orders, total, paging, money }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const format = useFormatter();
  const pageHref = (page: HistoryPage) => (which === 'ongoing' ? paths.account.ongoingOrders(page) : paths.account.pastOrders(page));

  if (total === 0) return <p>{t('account.noOrders')}</p>;
  return (
    <section className="space-y-4">
      <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <Link href={paths.orderView(order.id)} className="font-semibold text-brand underline underline-offset-2">
                {t('order.refId')}: {order.refId}
              </Link>
              <p className="text-sm text-ink-muted">
                {format.dateTime(new Date(order.createdDate), { dateStyle: 'medium' })}
                {order.total !== null && <> · {cartMoney(order.total, order.currency, money(order.currency), locale)}</>}
              </p>
              <OrderRowItems items={order.items} />
            </div>
            <span className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold">{t(orderStatusKey(order.status))}</span>
          </li>
        ))}
      </ul>
      <HistoryPager
        label={t(which === 'ongoing' ? 'account.ongoingOrders' : 'account.pastOrders')}
        paging={paging}
        total={total}
        href={pageHref}
      />
    </section>
  );
}
