import { affiliateApi } from '@/lib/api/affiliate';
import { bffRoute } from '@/lib/bff/route';

/** The signed-in customer's bank details (null before they gave any). */
export const GET = bffRoute({ shopper: 'customer' }, ({ call }) => affiliateApi.customer(call));
