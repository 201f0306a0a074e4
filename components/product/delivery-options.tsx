import { useLocale, useTranslations } from 'next-intl';
import type { DeliveryRange } from '@/lib/cart/price-notes';
import { formatMoney } from '@/lib/format/money';
import type { PriceDisplay } from './price-block';

/** What delivery from the chosen shop location costs and takes, before any address. */
export interface DeliveryFacts {
  /** The chosen shop location's name. */
  location: string;
  /** The plans' span in the shopper's currency; null when none is priced in it. */
  range: DeliveryRange | null;
}

interface Props {
  cashOnDelivery: boolean;
  acceptReturns: boolean;
  acceptCardPayment: boolean;
  delivery?: DeliveryFacts | null;
  display?: PriceDisplay;
}

/** Spec §2 delivery option list: only the options this product offers; then delivery's cost and time. */
export function DeliveryOptions({ cashOnDelivery, acceptReturns, acceptCardPayment, delivery, display }: Props) {
  const t = useTranslations('product');
  const options = [
    { on: cashOnDelivery, label: t('cashOnDelivery'), icon: 'M3 7h18v10H3zM7 12h.01M17 12h.01M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z' },
    { on: acceptReturns, label: t('acceptsReturns'), icon: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3' },
    { on: acceptCardPayment, label: t('cardPayments'), icon: 'M3 6h18v12H3zM3 10h18M7 15h3' },
  ].filter((o) => o.on);
  const facts = delivery && display && !display.hidden ? <DeliveryFactsText delivery={delivery} display={display} /> : null;
  if (options.length === 0 && !facts) return null;

  return (
    <section aria-labelledby="delivery-options" className="rounded-lg border border-neutral-200 p-4">
      <h2 id="delivery-options" className="mb-2 text-sm font-semibold text-neutral-900">
        {t('deliveryOptions')}
      </h2>
      {options.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm text-neutral-700">
          {options.map((o) => (
            <li key={o.label} className="flex items-center gap-2">
              {/* Stroke from the `icon` class (app/globals.css), not five attributes on each icon. */}
              <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-5 shrink-0">
                <path d={o.icon} />
              </svg>
              {o.label}
            </li>
          ))}
        </ul>
      )}
      {facts}
    </section>
  );
}

function DeliveryFactsText({ delivery, display }: { delivery: DeliveryFacts; display: PriceDisplay }) {
  const t = useTranslations('product');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, display.code, locale, { symbol: display.symbol });
  const { range } = delivery;
  const free = display.freeDeliveryFrom;
  if (!range && free === undefined) return null;
  return (
    <div className="mt-3 flex flex-col gap-1 border-t border-neutral-200 pt-3 text-sm text-neutral-700" data-testid="delivery-facts">
      <p className="font-medium text-neutral-900">{t('deliveryFrom', { location: delivery.location })}</p>
      {range && (
        <p>
          {range.minPrice === range.maxPrice
            ? t('deliveryCost', { price: money(range.minPrice) })
            : t('deliveryCostRange', { min: money(range.minPrice), max: money(range.maxPrice) })}{' '}
          {range.days &&
            (range.days.min === range.days.max
              ? t('deliveryDays', { days: range.days.min })
              : t('deliveryDaysRange', { min: range.days.min, max: range.days.max }))}
        </p>
      )}
      {free !== undefined && <p>{t('freeDeliveryFrom', { amount: money(free) })}</p>}
    </div>
  );
}
