import { readiness } from '@/lib/health/readiness.server';

/** GET — readiness: 200 when the customer API answers, else 503; Redis, when REDIS_URL is set, reported beside it. */
export const dynamic = 'force-dynamic';

export async function GET() {
  const result = await readiness();
  return Response.json(result, { status: result.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
