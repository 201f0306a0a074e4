import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ShownOrder as Order } from '@/lib/api/answers';
import { orderStatusKey } from '@/lib/account/order-history';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { orderTaxDisplay, totalRows } from '@/lib/cart/totals';
import { localize } from '@/lib/i18n/localize';
import { AddressSummary } from '@/components/checkout/address-summary';
import { TotalOnConfirmation } from '@/components/cart/total-on-confirmation';
import { deliveryEstimate } from '@/lib/cart/delivery-estimate';
import { useEstimatedDelivery } from './estimated-delivery';

/** spec §3 Order: reference, date, status, items, totals, addresses, payment and delivery. */
export function OrderDetails({ order, money }: { order: Order; money: MoneyDisplay }) {
  const t = useTranslations();
  const locale = useLocale();
  const format = useFormatter();
  const amount = (n: number) => cartMoney(n, order.currency, money, locale);
  const rows = money.hidden ? null : totalRows(order, orderTaxDisplay(order));
  const when = useEstimatedDelivery(order);

  return (
    <article aria-labelledby="order-title" className="space-y-6">
      <header className="space-y-1">
        <h1 id="order-title" className="text-2xl font-semibold">
          {/* The number stays whole: a break at its hyphen reads as two numbers. */}
          {t('order.refId')}: <span className="whitespace-nowrap">{order.refId}</span>
        </h1>
        <p className="text-ink-muted">
          {t('order.date')}: {format.dateTime(new Date(order.createdDate), { dateStyle: 'medium', timeStyle: 'short' })}
        </p>
        <p>
          <span className="inline-block rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-ink">
            {t(orderStatusKey(order.status))}
          </span>
        </p>
      </header>
      <section aria-labelledby="order-items">
        <h2 id="order-items" className="mb-2 text-lg font-semibold">
          {t('order.items')}
        </h2>
        <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
          {order.items.map((item) => (
            <li key={`${item.productId}~${item.varianceKey}`} className="flex justify-between gap-4 py-3">
              <span>
                {localize(item.product.name, locale)}
                {item.product.variances && <span className="block text-sm text-ink-muted">{item.product.variances}</span>}
                <span className="block text-sm text-ink-muted">× {item.quantity}</span>
              </span>
              {rows && item.itemTotal !== null && <span className="font-medium">{amount(item.itemTotal)}</span>}
            </li>
          ))}
        </ul>
      </section>
      {!rows && <TotalOnConfirmation className="ml-auto max-w-sm" />}
      {rows && (
        <dl className="ml-auto max-w-sm space-y-2">
          {rows.map((row) => (
            <div
              key={row.key}
              className={`flex justify-between gap-4 ${row.emphasis ? 'border-t border-neutral-200 pt-2 text-lg font-semibold' : ''}`}
            >
              <dt>{t(`cart.${row.key}`)}</dt>
              <dd>
                {row.negative ? '− ' : ''}
                {amount(row.amount)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="font-semibold">{t('order.paymentMethod')}</dt>
          <dd>{t(order.paymentMethod === 'UNAVAILABLE' ? 'order.status.UNAVAILABLE' : `order.paymentType.${order.paymentMethod}`)}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('order.deliveryMethod')}</dt>
          <dd>{t(order.deliveryMethod === 'none' ? 'order.status.UNAVAILABLE' : `order.deliveryType.${order.deliveryMethod}`)}</dd>
        </div>
        {order.selectedEstimation && (
          <div>
            <dt className="font-semibold">{t('order.estimation')}</dt>
            <dd>
              {/* A chosen slot's label is a raw date: the dates alone say it in the shopper's language. */}
              {deliveryEstimate(order)?.kind !== 'due' && <span className="block">{order.selectedEstimation.label}</span>}
              {when}
            </dd>
          </div>
        )}
        {order.cancellationReason && (
          <div>
            <dt className="font-semibold">{t('order.cancellationReason')}</dt>
            <dd>{order.cancellationReason}</dd>
          </div>
        )}
        {order.shippingAddress && (
          <div>
            <dt className="font-semibold">{t('order.shippingAddress')}</dt>
            <dd>
              <AddressSummary address={order.shippingAddress} />
            </dd>
          </div>
        )}
        {order.billingAddress && (
          <div>
            <dt className="font-semibold">{t('order.billingAddress')}</dt>
            <dd>
              <AddressSummary address={order.billingAddress} />
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}
