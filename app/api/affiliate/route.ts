import { affiliateApi } from '@/lib/api/affiliate';
import { bffRoute } from '@/lib/bff/route';

/** The signed-in affiliate's links with their clicks, orders and earnings. */
export const GET = bffRoute({ shopper: 'customer' }, ({ call }) => affiliateApi.links(call));
