import { z } from 'zod';
import { setDefaultAddress } from '@/lib/api/profile';
import { addressIdParams } from '@/lib/api/profile-schemas';
import { bffRoute } from '@/lib/bff/route';

const defaultBody = z.object({ which: z.enum(['billing', 'shipping']) });

/** Makes one of the customer's addresses the default billing or shipping address; answers the profile. */
export const POST = bffRoute({ shopper: 'customer', params: addressIdParams, body: defaultBody }, ({ call, params, body }) =>
  setDefaultAddress(call, body.which, params.addressId),
);
