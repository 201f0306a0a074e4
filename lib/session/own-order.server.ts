import 'server-only';
import { getOrder } from '@/lib/api/cart';
import type { ShownOrder as Order } from '@/lib/api/answers';
import { isApiError } from '@/lib/api/errors';
import { callContext, type Caller } from './caller.server';

const isRefusal = (e: unknown) => isApiError(e, 'forbidden') || isApiError(e, 'not-found') || isApiError(e, 'unauthorized');

/**
 * One of the caller's orders. A guest gets a new session once an order is placed, so when the current
 * session is refused the order is asked for with the kept earlier sessions that placed orders.
 */
export async function readOwnOrder(
  caller: Caller,
  orderId: string,
  inventoryId: string | null = caller.inventoryId,
  language?: string,
): Promise<Order> {
  try {
    return await getOrder(callContext(caller, inventoryId), orderId, language);
  } catch (first) {
    if (!isRefusal(first) || caller.kind === 'unavailable') throw first;
    for (const guestSession of caller.orderSessions) {
      try {
        return await getOrder({ inventoryId, guestSession, token: null }, orderId, language);
      } catch (e) {
        if (!isRefusal(e)) throw e;
      }
    }
    throw first;
  }
}

/**
 * The order for the order page: null when it is not the caller's (the page says so, spec §2); an
 * outage, of the API or of the identity side, is thrown to the error page instead. `language` picks the
 * language of the API's own texts in the order (delivery plan names).
 */
export async function ownOrderOrNull(
  caller: Caller,
  orderId: string,
  inventoryId: string | null,
  language?: string,
): Promise<Order | null> {
  if (caller.kind === 'unavailable') throw new Error('The sign-in session could not be read');
  if (caller.kind === 'anonymous' && caller.orderSessions.length === 0) return null;
  try {
    return await readOwnOrder(caller, orderId, inventoryId, language);
  } catch (e) {
    if (isRefusal(e) || isApiError(e, 'bad-request')) return null;
    throw e;
  }
}
