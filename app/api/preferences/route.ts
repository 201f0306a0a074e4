import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { siteStatus } from '@/lib/api/site-status';
import { parseCurrency } from '@/lib/currency/choose-currency';
import { isSameOrigin } from '@/lib/http/same-origin';
import { COOKIES, isInventoryId } from '@/lib/shopper/context';

const YEAR = 60 * 60 * 24 * 365;
const COOKIE = { path: '/', maxAge: YEAR, sameSite: 'lax' } as const;

const preferences = z
  .strictObject({
    currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be a three-letter code such as LKR').optional(),
    inventoryId: z.string().refine(isInventoryId, 'inventoryId is not a valid location id').optional(),
    clearInventory: z.literal(true).optional(),
  })
  .refine((p) => p.currency !== undefined || p.inventoryId !== undefined || p.clearInventory, 'Nothing to change: send currency, inventoryId or clearInventory')
  .refine((p) => !(p.inventoryId && p.clearInventory), 'Send either inventoryId or clearInventory, not both');

function bad(status: number, error: string) {
  return NextResponse.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * POST { currency? | inventoryId? | clearInventory? } — stores the shopper's currency and inventory
 * location in cookies (spec §4). Values are checked against the site schema the proxy uses.
 */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request.headers)) return bad(403, 'Cross-site requests are not allowed');
  if (!request.headers.get('content-type')?.includes('application/json')) return bad(415, 'Send JSON');

  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return bad(400, 'The body is not valid JSON');
  }
  const parsed = preferences.safeParse(json);
  if (!parsed.success) return bad(400, parsed.error.issues.map((i) => i.message).join('; '));
  const { currency, inventoryId, clearInventory } = parsed.data;

  const status = await siteStatus().catch(() => ({ online: false }) as const);
  if (!status.online) return bad(503, 'The shop is offline, try again shortly');
  const { schema } = status;

  if (currency !== undefined && !schema.currencies.some((c) => parseCurrency(c).code === currency)) {
    return bad(400, `The shop does not offer the currency ${currency}`);
  }
  if (inventoryId !== undefined && !schema.inventoryLocations.some((l) => l.id === inventoryId)) {
    return bad(400, `There is no shop location ${inventoryId}`);
  }

  const res = NextResponse.json(
    { ...(currency !== undefined && { currency }), ...((inventoryId !== undefined || clearInventory) && { inventoryId: inventoryId ?? null }) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
  if (currency !== undefined) res.cookies.set(COOKIES.currency, currency, COOKIE);
  if (inventoryId !== undefined) res.cookies.set(COOKIES.inventory, inventoryId, COOKIE);
  if (clearInventory) res.cookies.delete({ name: COOKIES.inventory, path: '/' });
  return res;
}
