/**
 * GET — liveness: the process answers. It asks nothing of the customer API or Redis, so an outage
 * there never gets a healthy process restarted (readiness is /readyz).
 */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}
