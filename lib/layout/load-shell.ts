import 'server-only';
import type { LocationOption } from '@/lib/layout/shell-types';
import { isLocale, type Locale } from '@/i18n/routing';
import { getSiteSchema, searchProducts } from '@/lib/api/catalogue';
import type { InventoryLocation, MenuItem, SiteSchema } from '@/lib/api/schemas';
import { chooseCurrency, parseCurrency, type Currency } from '@/lib/currency/choose-currency';
import type { ShopperContext } from '@/lib/shopper/context';
import { locationChangeOffered, shopLocations } from '@/lib/store-location/shop-locations';
import { dropdownRelatedCount } from './menu';
import { menuItemCount, navMenu, relatedCard, splitMenuBar } from './nav-menus';
import { relatedSearchFromLink } from './related-search';

export function locationOption(l: InventoryLocation): LocationOption {
  const { addressLine1, city, province, contactNumber, contactNumber2 } = l.address;
  return { id: l.id, name: l.name, addressLine1, city, province, contactNumbers: [contactNumber, contactNumber2].filter((n): n is string => !!n) };
}

/** Related products of a dropdown: by the menu's related link, else its own link when that is a search. */
async function menuRelated(menu: MenuItem, shopper: ShopperContext, currency: Currency, schema: SiteSchema) {
  if (menu.menuItems.length === 0) return [];
  const search = relatedSearchFromLink(menu.related ?? menu.link, dropdownRelatedCount(menuItemCount(menu)));
  if (!search) return [];
  try {
    const result = await searchProducts({ ...search, currency: currency.code }, { inventoryId: shopper.inventoryId });
    return result.products.map((p) => relatedCard(p, shopper.locale, currency, schema.generalSettings.hideProductPrice));
  } catch (e) {
    // Related products decorate the menu; the header still works without them.
    console.error('menu related products failed', e);
    return [];
  }
}

/** Everything the shell (header, footer, store selection) shows, for one shopper context. */
export async function loadShell(shopper: ShopperContext) {
  const schema = await getSiteSchema();
  const currency = chooseCurrency(schema.currencies, schema.currency, shopper.currency);
  // Only dropdowns in the bar show related products; menus in More are plain lists.
  const inBar = splitMenuBar(schema.header.menus).bar.length;
  const menus = await Promise.all(
    schema.header.menus.map(async (menu, i) =>
      navMenu(menu, i, shopper.locale, i < inBar ? await menuRelated(menu, shopper, currency, schema) : []),
    ),
  );
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
