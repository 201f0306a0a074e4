'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { NavLink, TopMenu } from '@/lib/layout/shell-types';
import { ChevronDownIcon } from './icons';
import { SmartLink } from './smart-link';

export const JUSTIFY = { LEFT: 'justify-start', CENTER: 'justify-center', RIGHT: 'justify-end' } as const;
export type MegaMenuAlignment = keyof typeof JUSTIFY;

const ITEM = 'inline-flex h-12 items-center text-sm font-medium hover:text-brand data-open:text-brand';
/** The look of a top item of the category bar (link, label or dropdown button), without its focus ring. */
export const TOP_ITEM = `${ITEM} gap-1 px-3`;
/** A dropdown's button beside its menu's link: the chevron alone (its name says which menu it opens). */
export const TOP_TOGGLE = `${ITEM} w-7 justify-center pr-1`;
export const FOCUS_RING = 'focus-visible:outline-[3px] focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-[#1d4ed8]';

/** The id of a dropdown's button: the same on the stand-in and on the real one. */
export const menuButtonId = (idBase: string, menuId: string) => `${idBase}-${menuId}`;

/** A top item without a dropdown: its link, or its label. */
export function BarLink({ menu }: { menu: NavLink }) {
  const className = `${TOP_ITEM} ${FOCUS_RING}`;
  return menu.link ? (
    <SmartLink link={menu.link} className={className}>
      {menu.label}
    </SmartLink>
  ) : (
    <span className={className}>{menu.label}</span>
  );
}

/**
 * A top item with a dropdown. With a link, the page carries the menu's link (crawlers and shoppers
 * without scripts follow it) and a chevron button beside it opens the dropdown; without one the
 * button shows the menu's label. `button` draws the button with the classes and content given.
 */
export function DropdownItem({ menu, button }: { menu: TopMenu; button: (className: string, content: ReactNode) => ReactNode }) {
  const t = useTranslations('header');
  const chevron = <ChevronDownIcon className="size-4 transition-transform in-data-open:rotate-180" />;
  if (!menu.link) {
    return button(TOP_ITEM, <>{menu.label}{chevron}</>);
  }
  return (
    <span className="inline-flex items-center">
      <SmartLink link={menu.link} className={`${ITEM} pl-3 pr-1 ${FOCUS_RING}`}>
        {menu.label}
      </SmartLink>
      {button(TOP_TOGGLE, <>{chevron}<span className="sr-only">{t('menuToggle', { menu: menu.label })}</span></>)}
    </span>
  );
}
