import { z } from 'zod';
import { idParam } from '@/lib/api/schemas';
import { bffRoute } from '@/lib/bff/route';
import { readOwnOrder } from '@/lib/session/own-order.server';

/** One order of the shopper; the customer API answers 403 when it belongs to someone else. */
export const GET = bffRoute(
  { shopper: 'existing', rateLimit: 'orderLookup', params: z.object({ orderId: idParam }) },
  ({ caller, params }) => readOwnOrder(caller, params.orderId),
);
