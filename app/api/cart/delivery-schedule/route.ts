import { getDeliverySchedule } from '@/lib/api/cart';
import { bffRoute } from '@/lib/bff/route';

/** GET /api/cart/delivery-schedule: home delivery's business hours (spec §5), for guests and customers alike. */
export const GET = bffRoute({ browserCacheSeconds: 300 }, ({ call }) => getDeliverySchedule(call));
