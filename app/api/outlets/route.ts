import { getPickupOutlets } from '@/lib/api/cart';
import { bffRoute } from '@/lib/bff/route';

/** Outlets where the shopper can pick the order up at their inventory location (spec §7 outlet/get). */
export const GET = bffRoute({}, ({ call }) => getPickupOutlets(call));
