import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { siteStatus } from '@/lib/api/site-status';
import { BFF_CODES, BffError } from '@/lib/bff/error';
import { bffRoute } from '@/lib/bff/route';
import { parseCurrency } from '@/lib/currency/choose-currency';
import { COOKIES, isInventoryId } from '@/lib/shopper/context';
import { preferenceCookieOptions } from '@/lib/shopper/preference-cookie';
import { shopLocations } from '@/lib/store-location/shop-locations';
import { POST as clearCart } from '../cart/clear/route';
import { answerForm, isFormPost } from './form-post';

const preferences = z
  .strictObject({
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'currency must be a three-letter code such as LKR')
      .optional(),
    inventoryId: z.string().refine(isInventoryId, 'inventoryId is not a valid location id').optional(),
    clearInventory: z.literal(true).optional(),
  })
  .refine(
    (p) => p.currency !== undefined || p.inventoryId !== undefined || p.clearInventory,
    'Nothing to change: send currency, inventoryId or clearInventory',
  )
  .refine((p) => !(p.inventoryId && p.clearInventory), 'Send either inventoryId or clearInventory, not both');

const refuse = (message: string) => new BffError(400, BFF_CODES.badRequest, message);

/**
 * POST { currency? | inventoryId? | clearInventory? } — stores the shopper's currency and inventory
 * location in cookies (spec §4). Values are checked against the site schema the proxy uses.
 */
const postJson = bffRoute(
  { body: preferences, openOnPrivateStore: true },
  async ({ body: { currency, inventoryId, clearInventory }, caller }) => {
    const status = await siteStatus().catch(() => ({ online: false }) as const);
    if (!status.online) throw new BffError(503, BFF_CODES.maintenance, 'The shop is offline, try again shortly');
    const { schema } = status;
    if (currency !== undefined && !schema.currencies.some((c) => parseCurrency(c).code === currency)) {
      throw refuse(`The shop does not offer the currency ${currency}`);
    }
    if (inventoryId !== undefined && !shopLocations(schema).some((l) => l.id === inventoryId)) {
      throw refuse(`There is no shop location ${inventoryId}`);
    }

    const res = NextResponse.json({
      ...(currency !== undefined && { currency }),
      ...((inventoryId !== undefined || clearInventory) && { inventoryId: inventoryId ?? null }),
    });
    const cookie = preferenceCookieOptions(caller.https);
    if (currency !== undefined) res.cookies.set(COOKIES.currency, currency, cookie);
    if (inventoryId !== undefined) res.cookies.set(COOKIES.inventory, inventoryId, cookie);
    if (clearInventory) res.cookies.delete({ name: COOKIES.inventory, path: '/' });
    return res;
  },
);

/** JSON from the page's script; a form (the page before it hydrated) gets a 303 back to its page: form-post.ts. */
export function POST(request: NextRequest): Promise<NextResponse> {
  return isFormPost(request) ? answerForm(request, postJson, clearCart) : postJson(request);
}
