import { affiliateApi } from '@/lib/api/affiliate';
import { bankDetailsInput } from '@/lib/api/affiliate-schemas';
import { bffRoute } from '@/lib/bff/route';

/** The signed-in customer's bank details (null before they gave any). */
export const GET = bffRoute({ shopper: 'customer' }, ({ call }) => affiliateApi.customer(call));

/** Saves the bank details (spec §5: none may be empty); the customer becomes an affiliate. */
export const POST = bffRoute({ shopper: 'customer', body: bankDetailsInput }, ({ call, body }) => affiliateApi.saveCustomer(call, body));
