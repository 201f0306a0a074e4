import { findAddress, removeAddress } from '@/lib/api/profile';
import { addressIdParams } from '@/lib/api/profile-schemas';
import { bffRoute } from '@/lib/bff/route';

/** One of the customer's addresses; the customer API answers 404 for anyone else's. */
export const GET = bffRoute({ shopper: 'customer', params: addressIdParams }, ({ call, params }) => findAddress(call, params.addressId));

/** Removes one of the customer's addresses; answers the rest. */
export const DELETE = bffRoute({ shopper: 'customer', params: addressIdParams }, ({ call, params }) =>
  removeAddress(call, params.addressId),
);
