import { getAddresses, saveAddress } from '@/lib/api/profile';
import { savedAddressInput } from '@/lib/api/profile-schemas';
import { bffRoute } from '@/lib/bff/route';

/** The signed-in customer's saved addresses. */
export const GET = bffRoute({ shopper: 'customer' }, ({ call }) => getAddresses(call));

/** Adds an address (no id) or changes one of the customer's (with its id). */
export const POST = bffRoute({ shopper: 'customer', body: savedAddressInput }, ({ call, body }) => saveAddress(call, body));
