import 'server-only';
import type { LocationOption } from '@/lib/layout/shell-types';
import { isLocale, type Locale } from '@/i18n/routing';
import { getSiteSchema } from '@/lib/api/catalogue';
import type { InventoryLocation } from '@/lib/api/schemas';
import { chooseCurrency, parseCurrency } from '@/lib/currency/choose-currency';
import type { ShopperContext } from '@/lib/shopper/context';
import { locationChangeOffered, shopLocations } from '@/lib/store-location/shop-locations';
import { topMenu } from './nav-menus';

export function locationOption(l: InventoryLocation): LocationOption {
  const { addressLine1, city, province, contactNumber, contactNumber2 } = l.address;
  return {
    id: l.id,
    name: l.name,
    addressLine1,
    city,
    province,
    contactNumbers: [contactNumber, contactNumber2].filter((n): n is string => !!n),
  };
}

/** Everything the shell (header, footer, store selection) shows, for one shopper context. */
export async function loadShell(shopper: ShopperContext) {
  const schema = await getSiteSchema();
  const currency = chooseCurrency(schema.currencies, schema.currency, shopper.currency);
  // The page carries the top-level menus only; their dropdowns come from /api/menus when first used.
  const menus = schema.header.menus.map((menu, i) => topMenu(menu, i, shopper.locale));
  const languages = schema.languages.flatMap((l) => (isLocale(l.code) ? [{ code: l.code as Locale, label: l.label }] : []));
  return {
    schema,
    currency,
    currencies: schema.currencies.map(parseCurrency),
    menus,
    languages,
    locations: shopLocations(schema).map(locationOption),
    location: shopLocations(schema).find((l) => l.id === shopper.inventoryId) ?? null,
    locationChange: locationChangeOffered(schema),
  };
}

export type Shell = Awaited<ReturnType<typeof loadShell>>;

const MEDIA_REF = /^[a-z0-9/_.-]+$/;

/** An image reference the image path can serve, or null (the shell then shows text instead). */
export function mediaRef(ref: string | null | undefined): string | null {
  return ref && MEDIA_REF.test(ref) && !ref.includes('..') ? ref : null;
}
