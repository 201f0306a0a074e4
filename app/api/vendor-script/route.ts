import { NextResponse, type NextRequest } from 'next/server';
import { getSiteSchema } from '@/lib/api/catalogue';
import { upstreamScriptUrl } from '@/lib/analytics/vendor-script';
import { config } from '@/lib/config';

/** How long a fetched script is kept here and by browsers (the vendors' own scripts are cached minutes to hours). */
const KEEP_SECONDS = 3600;
const MAX_SCRIPT_BYTES = 2 * 1024 * 1024;
const cache = new Map<string, { body: string; at: number }>();

const refused = (status: number, text: string) =>
  new NextResponse(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * GET ?url=<a tracker's script address> — the script of one of the merchant's enabled trackers, from
 * this origin, for the Partytown worker that runs it off the main thread. Any other address: 400.
 */
export async function GET(request: NextRequest) {
  const requested = request.nextUrl.searchParams.get('url') ?? '';
  let schema: Awaited<ReturnType<typeof getSiteSchema>>;
  try {
    schema = await getSiteSchema();
  } catch {
    return refused(503, 'The shop is not available');
  }
  const upstream = schema.cookiesConfig.isAllowCookie
    ? upstreamScriptUrl(requested, schema.analyticsConfigurations, config().ANALYTICS_VENDOR_ORIGIN_OVERRIDE)
    : null;
  if (!upstream) return refused(400, 'Not a script of this shop’s trackers');
  let kept = cache.get(upstream);
  if (!kept || Date.now() - kept.at > KEEP_SECONDS * 1000) {
    let res: Response;
    try {
      res = await fetch(upstream, { cache: 'no-store', signal: AbortSignal.timeout(config().API_TIMEOUT_MS) });
    } catch {
      return refused(502, 'The tracker’s script could not be fetched');
    }
    const body = await res.text();
    if (!res.ok || body.length > MAX_SCRIPT_BYTES) return refused(502, 'The tracker’s script could not be fetched');
    kept = { body, at: Date.now() };
    if (cache.size > 20) cache.clear();
    cache.set(upstream, kept);
  }
  return new NextResponse(kept.body, {
    headers: {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': `public, max-age=${KEEP_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
