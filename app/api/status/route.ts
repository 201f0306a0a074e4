import { NextResponse } from 'next/server';
import { getSiteSchemaFresh } from '@/lib/api/catalogue';
import { bffRoute } from '@/lib/bff/route';

/**
 * GET — whether the shop is back: an uncached schema read (spec §4 maintenance retries). A health
 * probe: `{ online: false }` with 503 is its answer (load balancers read the status), not a failure.
 */
export const GET = bffRoute({ rateLimit: 'status', openOnPrivateStore: true }, async () => {
  try {
    await getSiteSchemaFresh();
    return { online: true };
  } catch {
    return NextResponse.json({ online: false }, { status: 503 });
  }
});
