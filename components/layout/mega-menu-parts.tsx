'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { NavLink, TopMenu } from '@/lib/layout/shell-types';
import { ChevronDownIcon } from './icons';
import { SmartLink } from './smart-link';

export const JUSTIFY = { LEFT: 'justify-start', CENTER: 'justify-center', RIGHT: 'justify-end' } as const;
export type MegaMenuAlignment = keyof typeof JUSTIFY;

/** The look of a top item of the category bar (link, label or dropdown button), in app/globals.css: short, as every page carries the bar. */
export const TOP_ITEM = 'bar-item';
/** A dropdown's button beside its menu's link: the chevron alone (its name says which menu it opens). */
const TOP_TOGGLE = 'bar-toggle';
/** A top item of the bar with a dropdown: its link and button side by side. */
export const DROPDOWN_ITEM = 'flex items-center';

/** A top item without a dropdown: its link, or its label. */
export function BarLink({ menu }: { menu: NavLink }) {
  return menu.link ? (
    <SmartLink link={menu.link} className={TOP_ITEM}>
      {menu.label}
    </SmartLink>
  ) : (
    <span className={TOP_ITEM}>{menu.label}</span>
  );
}

/**
 * A top item with a dropdown. With a link, the page carries the menu's link (crawlers and shoppers
 * without scripts follow it) and a chevron button beside it opens the dropdown; without one the
 * button shows the menu's label. `button` draws the button with the classes and content given. Link and
 * button go straight into the item (a flex row), the dropdown's panel right after the button (Tab
 * moves from a popover's button into it).
 */
export function DropdownItem({ menu, button }: { menu: TopMenu; button: (className: string, content: ReactNode) => ReactNode }) {
  const t = useTranslations('header');
  const chevron = <ChevronDownIcon className="chevron-toggle" />;
  if (!menu.link) {
    return button(
      TOP_ITEM,
      <>
        {menu.label}
        {chevron}
      </>,
    );
  }
  return (
    <>
      <SmartLink link={menu.link} className="bar-link">
        {menu.label}
      </SmartLink>
      {button(
        TOP_TOGGLE,
        <>
          {chevron}
          <span className="sr-only">{t('menuToggle', { menu: menu.label })}</span>
        </>,
      )}
    </>
  );
}
