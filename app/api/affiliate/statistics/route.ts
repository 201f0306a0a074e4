import { affiliateApi } from '@/lib/api/affiliate';
import { statisticsQuery } from '@/lib/api/affiliate-schemas';
import { bffRoute } from '@/lib/bff/route';

/** GET /api/affiliate/statistics?from&to — daily clicks, orders and earnings of the affiliate's links. */
export const GET = bffRoute({ shopper: 'customer', query: statisticsQuery }, ({ call, query }) => affiliateApi.statistics(call, query));
