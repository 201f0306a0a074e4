import { getPickupOutlets } from '@/lib/api/cart';
import { errorResponse, json, shopperContext } from '../_lib/bff';

/** Outlets where the shopper can pick the order up (spec §7 outlet/get). */
export async function GET() {
  try {
    return json(await getPickupOutlets(await shopperContext({ create: false })));
  } catch (e) {
    return errorResponse(e);
  }
}
