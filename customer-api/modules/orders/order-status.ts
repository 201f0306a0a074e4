import { orderStatus, type OrderStatus } from '../../../lib/api/cart-schemas';
import type { Db } from '../../core/database';
import { StockRepository } from '../catalogue/stock-repository';
import { allowedNextStatuses, type OrderRecord } from './order-draft';
import { OrderRepository } from './order-repository';

export const ORDER_STATUS_USAGE = 'Usage: npm run order-status -- <orderId|refId> <STATUS> [cancellation reason]';

export class OrderStatusError extends Error {}

/** Moves an order to one of its next statuses (spec §4); cancelling returns its stock to the location. */
export function moveOrder(db: Db, idOrRef: string, status: OrderStatus, reason: string | null, now: Date = new Date()): OrderRecord {
  const orders = new OrderRepository(db);
  const stock = new StockRepository(db);
  return db
    .transaction(() => {
      const found = orders.order(idOrRef) ?? orders.orderByRefId(idOrRef);
      if (!found) throw new OrderStatusError(`No order ${idOrRef}`);
      const allowed = allowedNextStatuses(found.status, found.draft.deliveryMethod);
      if (!allowed.includes(status)) {
        throw new OrderStatusError(
          `${found.refId} is ${found.status} and cannot become ${status}; allowed: ${allowed.length > 0 ? allowed.join(', ') : 'none (final status)'}`,
        );
      }
      if (status === 'CANCELLED') stock.putBack(found.draft.items, found.draft.inventoryLocation);
      orders.updateStatus(found.id, status, status === 'CANCELLED' ? (reason ?? 'Cancelled by the shop') : null, now);
      const moved = orders.order(found.id);
      if (!moved) throw new OrderStatusError(`No order ${idOrRef}`);
      return moved;
    })
    .immediate();
}

export interface CommandResult {
  code: number;
  message: string;
}

/** `npm run order-status -- LL-100001 READY_TO_DISPATCH`: the command line of moveOrder. */
export function orderStatusCommand(db: Db, args: readonly string[]): CommandResult {
  const [id, rawStatus, ...reasonWords] = args;
  if (!id || !rawStatus) return { code: 2, message: ORDER_STATUS_USAGE };
  const status = orderStatus.safeParse(rawStatus.toUpperCase());
  if (!status.success)
    return { code: 2, message: `Unknown status ${rawStatus}; one of ${orderStatus.options.join(', ')}\n${ORDER_STATUS_USAGE}` };
  try {
    const reason = reasonWords.join(' ').trim();
    const moved = moveOrder(db, id, status.data, reason === '' ? null : reason);
    return { code: 0, message: `${moved.refId} (${moved.id}) is now ${moved.status}` };
  } catch (e) {
    if (e instanceof OrderStatusError) return { code: 1, message: e.message };
    throw e;
  }
}
