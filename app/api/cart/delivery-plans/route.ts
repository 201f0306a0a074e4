import { getDeliveryPlans } from '@/lib/api/cart';
import { bffRoute } from '@/lib/bff/route';

/** Delivery plans for the cart's shipping address; empty when deliveries do not reach it. */
export const GET = bffRoute({ shopper: 'existing', anonymous: () => [] }, ({ call }) => getDeliveryPlans(call));
