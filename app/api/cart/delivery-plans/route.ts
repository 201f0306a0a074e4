import { getDeliveryPlans } from '@/lib/api/cart';
import { errorResponse, json, shopperContext } from '../_lib/bff';

/** Delivery plans for the cart's shipping address; empty when deliveries do not reach it. */
export async function GET() {
  try {
    const ctx = await shopperContext({ create: false });
    if (!ctx.guestSession && !ctx.token) return json([]);
    return json(await getDeliveryPlans(ctx));
  } catch (e) {
    return errorResponse(e);
  }
}
