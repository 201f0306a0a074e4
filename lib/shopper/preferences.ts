import 'server-only';
import { z } from 'zod';
import { siteStatus } from '@/lib/api/site-status';
import { BFF_CODES, BffError } from '@/lib/bff/error';
import { parseCurrency } from '@/lib/currency/choose-currency';
import { shopLocations } from '@/lib/store-location/shop-locations';
import { COOKIES, isInventoryId } from './context';
import { preferenceCookieOptions } from './preference-cookie';

/**
 * spec §4 currency and inventory location as a form sends them: a currency, a location, or
 * `clearInventory=true` (the change modal's Proceed); a location and its clearing never together.
 */
export const preferenceChange = z
  .strictObject({
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'currency must be a three-letter code such as LKR')
      .optional(),
    inventoryId: z.string().refine(isInventoryId, 'inventoryId is not a valid location id').optional(),
    clearInventory: z.literal('true').optional(),
  })
  .refine(
    (p) => p.currency !== undefined || p.inventoryId !== undefined || p.clearInventory !== undefined,
    'Nothing to change: send currency, inventoryId or clearInventory',
  )
  .refine((p) => !(p.inventoryId !== undefined && p.clearInventory !== undefined), 'Send either inventoryId or clearInventory, not both');

export type PreferenceChange = z.output<typeof preferenceChange>;

const refuse = (message: string) => new BffError(400, BFF_CODES.badRequest, message);

/** Refuses a currency or location the site schema does not offer (the schema the proxy resolves contexts with). */
export async function refuseUnoffered({ currency, inventoryId }: PreferenceChange): Promise<void> {
  const status = await siteStatus().catch(() => ({ online: false }) as const);
  if (!status.online) throw new BffError(503, BFF_CODES.maintenance, 'The shop is offline, try again shortly');
  const { schema } = status;
  if (currency !== undefined && !schema.currencies.some((c) => parseCurrency(c).code === currency)) {
    throw refuse(`The shop does not offer the currency ${currency}`);
  }
  if (inventoryId !== undefined && !shopLocations(schema).some((l) => l.id === inventoryId)) {
    throw refuse(`There is no shop location ${inventoryId}`);
  }
}

/** The location a change leads to: its id, null once cleared, undefined when the shopper stays where they are. */
export function locationAfter({ inventoryId, clearInventory }: PreferenceChange, current: string | null): string | null | undefined {
  if (clearInventory !== undefined) return current === null ? undefined : null;
  return inventoryId === undefined || inventoryId === current ? undefined : inventoryId;
}

export interface PreferenceCookie {
  name: string;
  /** Empty, with `maxAge: 0`: the cookie is removed. */
  value: string;
  options: ReturnType<typeof preferenceCookieOptions>;
}

/** The cookies a change writes: a year on every path (preference-cookie.ts); clearing the location removes its cookie. */
export function preferenceCookies({ currency, inventoryId, clearInventory }: PreferenceChange, https: boolean): PreferenceCookie[] {
  const options = preferenceCookieOptions(https);
  return [
    ...(currency !== undefined ? [{ name: COOKIES.currency, value: currency, options }] : []),
    ...(inventoryId !== undefined ? [{ name: COOKIES.inventory, value: inventoryId, options }] : []),
    ...(clearInventory !== undefined ? [{ name: COOKIES.inventory, value: '', options: { ...options, maxAge: 0 } }] : []),
  ];
}
