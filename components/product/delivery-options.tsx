import { useTranslations } from 'next-intl';

interface Props {
  cashOnDelivery: boolean;
  acceptReturns: boolean;
  acceptCardPayment: boolean;
}

/** Spec §2 delivery option list: only the options this product offers. */
export function DeliveryOptions({ cashOnDelivery, acceptReturns, acceptCardPayment }: Props) {
  const t = useTranslations('product');
  const options = [
    { on: cashOnDelivery, label: t('cashOnDelivery'), icon: 'M3 7h18v10H3zM7 12h.01M17 12h.01M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z' },
    { on: acceptReturns, label: t('acceptsReturns'), icon: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3' },
    { on: acceptCardPayment, label: t('cardPayments'), icon: 'M3 6h18v12H3zM3 10h18M7 15h3' },
  ].filter((o) => o.on);
  if (options.length === 0) return null;

  return (
    <section aria-labelledby="delivery-options" className="rounded-lg border border-neutral-200 p-4">
      <h2 id="delivery-options" className="mb-2 text-sm font-semibold text-neutral-900">
        {t('deliveryOptions')}
      </h2>
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
    </section>
  );
}
