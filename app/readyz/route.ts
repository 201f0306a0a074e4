import { readiness } from '@/lib/health/readiness.server';

/** GET — readiness: 200 when the customer API answers (and Redis, when REDIS_URL is set), else 503. */
export const dynamic = 'force-dynamic';

export async function GET() {
  const result = await readiness();
  return Response.json(result, { status: result.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
