import { z } from 'zod';
import { getOrders } from '@/lib/api/profile';
import { bffRoute } from '@/lib/bff/route';

const whichParams = z.object({ which: z.enum(['ongoing', 'past']) });
const pageQuery = z.object({ first: z.coerce.number().int().min(1).max(50).default(10), after: z.coerce.number().int().min(0).default(0) });

/** The customer's Ongoing or Past orders (spec §4), paged by first and after. */
export const GET = bffRoute(
  { shopper: 'customer', rateLimit: 'orderLookup', params: whichParams, query: pageQuery },
  ({ call, params, query }) => getOrders(call, params.which === 'ongoing' ? 'ongoing' : 'completed', query),
);
