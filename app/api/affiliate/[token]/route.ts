import { affiliateApi } from '@/lib/api/affiliate';
import { affiliateLinkUpdate, affiliateToken } from '@/lib/api/affiliate-schemas';
import { bffRoute } from '@/lib/bff/route';
import { z } from 'zod';

/** Changes the description and expiry date of one of the affiliate's links (the customer API answers 404 for anyone else's). */
export const PATCH = bffRoute(
  { shopper: 'customer', params: z.object({ token: affiliateToken }), body: affiliateLinkUpdate },
  ({ call, params, body }) => affiliateApi.update(call, params.token, body),
);
