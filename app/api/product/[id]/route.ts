import { z } from 'zod';
import { getProductById } from '@/lib/api/catalogue';
import { idParam, productByIdQuery } from '@/lib/api/schemas';
import { bffRoute } from '@/lib/bff/route';

/**
 * GET /api/product/{id}?varianceKey= — one variant for the quick view's variant changes, with the
 * stock of the shopper's inventory location (from its cookie). Answers the spec §3 Product. Stock
 * depends on that cookie: private, briefly kept by the browser only.
 */
export const GET = bffRoute(
  { params: z.object({ id: idParam }), query: productByIdQuery, browserCacheSeconds: 30 },
  ({ params, query, caller }) => getProductById(params.id, query.varianceKey || undefined, { inventoryId: caller.inventoryId }),
);
