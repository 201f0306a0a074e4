import { useFormatter } from 'next-intl';
import type { Order } from '@/lib/api/cart-schemas';
import { deliveryEstimate } from '@/lib/cart/delivery-estimate';

const DAY = { weekday: 'long', day: 'numeric', month: 'long' } as const;

/** An order's delivery estimate as dates in the shopper's language, or null when the order has none. */
export function useEstimatedDelivery(order: Pick<Order, 'createdDate' | 'selectedEstimation'>): string | null {
  const format = useFormatter();
  const estimate = deliveryEstimate(order);
  if (!estimate) return null;
  // A chosen slot is the shop's wall-clock time, kept as UTC so no time zone shifts it.
  if (estimate.kind === 'due') return format.dateTime(estimate.at, { ...DAY, hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const from = format.dateTime(estimate.from, DAY);
  return from === format.dateTime(estimate.to, DAY) ? from : format.dateTimeRange(estimate.from, estimate.to, DAY);
}
