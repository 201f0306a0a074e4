import { affiliateApi } from '@/lib/api/affiliate';
import { reportQuery } from '@/lib/api/affiliate-schemas';
import { bffRoute } from '@/lib/bff/route';

/** GET /api/affiliate/report?size&page — the orders the affiliate's links brought, newest first. */
export const GET = bffRoute({ shopper: 'customer', query: reportQuery }, ({ call, query }) => affiliateApi.report(call, query));
