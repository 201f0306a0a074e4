import type { NavLink, NavMenu, RelatedCard, TopMenu } from '@/lib/layout/shell-types';
import type { MenuItem, Product } from '@/lib/api/schemas';
import type { Currency } from '@/lib/currency/choose-currency';
import { formatMoney } from '@/lib/format/money';
import { localize } from '@/lib/i18n/localize';
import { safeLink } from '@/lib/links/safe-link';
import { effectivePrice } from '@/lib/product/price';
import { productHref } from '@/lib/routes/paths';
import { menuColumns } from './menu';

/**
 * Top-level menus that fit the category bar at the large breakpoint (1024 px) with room for More;
 * when there are more, the first MAX - 1 stay in the bar and the rest go into the More menu (spec §2).
 */
export const MAX_TOP_LEVEL_MENUS = 6;

/** Splits the top-level menus into those in the bar and those in the More menu. */
export function splitMenuBar<T>(menus: readonly T[]): { bar: T[]; more: T[] } {
  const inBar = menus.length > MAX_TOP_LEVEL_MENUS ? MAX_TOP_LEVEL_MENUS - 1 : menus.length;
  return { bar: menus.slice(0, inBar), more: menus.slice(inBar) };
}

/**
 * How many items a menu's dropdown shows (spec §9 thresholds): its groups and their links, since the
 * columns hold all of them.
 */
export function menuItemCount(menu: MenuItem): number {
  return menu.menuItems.reduce((n, group) => n + 1 + group.menuItems.length, 0);
}

function navLink(item: MenuItem, locale: string): NavLink {
  return { label: localize(item.name, locale), link: safeLink(item.link) };
}

/** A schema menu as the header shows it: localized, links checked, columns by the spec §9 rule. */
export function navMenu(menu: MenuItem, index: number, locale: string, related: RelatedCard[] = []): NavMenu {
  return {
    id: `menu-${index}`,
    ...navLink(menu, locale),
    items: menu.menuItems.map((group) => ({ ...navLink(group, locale), items: group.menuItems.map((item) => navLink(item, locale)) })),
    columns: menuColumns(menuItemCount(menu)),
    related,
  };
}

/** A schema menu as the page's first view shows it: label, link, and whether it opens a dropdown. */
export function topMenu(menu: MenuItem, index: number, locale: string): TopMenu {
  return { id: `menu-${index}`, ...navLink(menu, locale), dropdown: menu.menuItems.length > 0 };
}

/** A related product card of a dropdown; prices formatted, or none when the merchant hides them. */
export function relatedCard(p: Product, locale: string, currency: Currency, hidePrices: boolean): RelatedCard {
  const price = hidePrices ? null : effectivePrice(p, currency.code);
  const money = (amount: number) => formatMoney(amount, currency.code, locale, { symbol: currency.symbol });
  return {
    id: `${p.id}:${p.varianceKey}`,
    name: localize(p.name, locale),
    href: productHref(p),
    image: p.iconUrl[0] ?? p.imageReference,
    price: price ? money(price.price) : null,
    specialPrice: price?.specialPrice != null ? money(price.specialPrice) : null,
  };
}
