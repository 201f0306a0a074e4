import { NextResponse } from 'next/server';
import { getSiteSchemaFresh } from '@/lib/api/catalogue';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** GET — whether the shop is back: an uncached schema read (spec §4 maintenance retries). */
export async function GET() {
  try {
    await getSiteSchemaFresh();
    return NextResponse.json({ online: true }, { headers: NO_STORE });
  } catch {
    return NextResponse.json({ online: false }, { status: 503, headers: NO_STORE });
  }
}
