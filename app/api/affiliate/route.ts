import { affiliateApi } from '@/lib/api/affiliate';
import { newAffiliateLink } from '@/lib/api/affiliate-schemas';
import { bffRoute } from '@/lib/bff/route';

/** The signed-in affiliate's links with their clicks, orders and earnings. */
export const GET = bffRoute({ shopper: 'customer' }, ({ call }) => affiliateApi.links(call));

/** Creates a link (spec §5: needs bank details; link, description and expiry date not empty). */
export const POST = bffRoute({ shopper: 'customer', body: newAffiliateLink }, ({ call, body }) => affiliateApi.create(call, body));
