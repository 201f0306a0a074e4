import type { Locale } from '@/i18n/routing';
import type { SafeLink } from '@/lib/links/safe-link';

/** Data the shell's client components receive, already localized and checked on the server. */
export type ShellLink = SafeLink;

export interface NavLink {
  label: string;
  link: ShellLink | null;
}

export interface NavGroup extends NavLink {
  items: NavLink[];
}

export interface RelatedCard {
  id: string;
  name: string;
  href: string;
  image: string;
  /** Formatted price, or null when prices are hidden. */
  price: string | null;
  /** Formatted special price when it applies. */
  specialPrice: string | null;
}

export interface NavMenu extends NavLink {
  id: string;
  items: NavGroup[];
  /** spec §9 column count of the dropdown. */
  columns: number;
  related: RelatedCard[];
}

/**
 * A top-level menu as the page itself carries it: its label and link, and whether it has a dropdown.
 * The dropdowns' groups and related products come from `/api/menus` when a menu is first used.
 */
export interface TopMenu extends NavLink {
  id: string;
  dropdown: boolean;
}

export interface LanguageOption {
  code: Locale;
  label: string;
}

export interface CurrencyOption {
  code: string;
  symbol: string;
}

export interface LocationOption {
  id: string;
  name: string;
  addressLine1: string;
  city: string;
  province: string;
  contactNumbers: string[];
}
