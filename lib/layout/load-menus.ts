import 'server-only';
import { getSiteSchema, searchProducts } from '@/lib/api/catalogue';
import type { MenuItem, SiteSchema } from '@/lib/api/schemas';
import { chooseCurrency, type Currency } from '@/lib/currency/choose-currency';
import type { NavMenu } from '@/lib/layout/shell-types';
import type { ShopperContext } from '@/lib/shopper/context';
import { dropdownRelatedCount } from './menu';
import { menuItemCount, navMenu, relatedCard, splitMenuBar } from './nav-menus';
import { relatedSearchFromLink } from './related-search';

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

/**
 * Every header menu with its groups, links and related products, for one shopper context (`/api/menus`,
 * read when a menu is first used). Built from the schema and searches the data cache keeps under the
 * tags the revalidate webhook names (schema, search, products), so a menu change shows after it.
 */
export async function loadMenus(shopper: ShopperContext): Promise<NavMenu[]> {
  const schema = await getSiteSchema();
  const currency = chooseCurrency(schema.currencies, schema.currency, shopper.currency);
  // Only dropdowns in the bar show related products; menus in More are plain lists.
  const inBar = splitMenuBar(schema.header.menus).bar.length;
  return Promise.all(
    schema.header.menus.map(async (menu, i) =>
      navMenu(menu, i, shopper.locale, i < inBar ? await menuRelated(menu, shopper, currency, schema) : []),
    ),
  );
}
