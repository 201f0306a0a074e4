import type { Order } from '@/lib/api/cart-schemas';

const DAY_MS = 86_400_000;

/**
 * When an order should arrive, as dates: the due date and time the shopper chose, or the
 * chosen plan's days counted from the order. `due` is a wall-clock time of the shop: read it in UTC.
 */
export type DeliveryEstimate = { kind: 'due'; at: Date } | { kind: 'between'; from: Date; to: Date } | null;

export function deliveryEstimate(order: Pick<Order, 'createdDate' | 'selectedEstimation'>): DeliveryEstimate {
  const e = order.selectedEstimation;
  if (!e) return null;
  if (e.dueDate && e.dueTime) {
    const at = new Date(`${e.dueDate}T${e.dueTime}:00Z`);
    return Number.isNaN(at.getTime()) ? null : { kind: 'due', at };
  }
  const placed = new Date(order.createdDate).getTime();
  if (!e.days || Number.isNaN(placed)) return null;
  const min = Math.min(e.days.min, e.days.max);
  const max = Math.max(e.days.min, e.days.max);
  return { kind: 'between', from: new Date(placed + min * DAY_MS), to: new Date(placed + max * DAY_MS) };
}
