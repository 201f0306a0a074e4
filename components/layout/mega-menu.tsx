'use client';

import { Popover, PopoverButton, PopoverGroup, PopoverPanel } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { splitMenuBar } from '@/lib/layout/nav-menus';
import { ChevronDownIcon } from './icons';
import { MenuDropdown } from './menu-dropdown';
import { MoreMenu } from './more-menu';
import type { NavMenu } from '@/lib/layout/shell-types';
import { SmartLink } from './smart-link';

const JUSTIFY = { LEFT: 'justify-start', CENTER: 'justify-center', RIGHT: 'justify-end' } as const;

// Headless UI marks keyboard focus with data-focus, so a pointer click that opens a dropdown draws no ring.
const topItem =
  'inline-flex h-12 items-center gap-1 px-3 text-sm font-medium hover:text-brand data-open:text-brand focus-visible:outline-none data-focus:outline-[3px] data-focus:outline-solid data-focus:outline-offset-2 data-focus:outline-[#1d4ed8]';

interface MegaMenuProps {
  menus: NavMenu[];
  alignment: keyof typeof JUSTIFY;
}

/** The category bar: each menu a link, or a keyboard-operable dropdown of its groups and related products. */
export function MegaMenu({ menus, alignment }: MegaMenuProps) {
  const t = useTranslations('header');
  const { bar: shown, more } = splitMenuBar(menus);
  if (menus.length === 0) return null;
  return (
    <nav aria-label={t('mainNavigation')} className="relative mx-auto w-full max-w-7xl px-4">
      <PopoverGroup as="ul" className={`flex flex-wrap items-center ${JUSTIFY[alignment]}`}>
        {shown.map((menu) =>
          menu.items.length === 0 && menu.related.length === 0 ? (
            <li key={menu.id}>
              {menu.link ? (
                <SmartLink link={menu.link} className={topItem}>
                  {menu.label}
                </SmartLink>
              ) : (
                <span className={topItem}>{menu.label}</span>
              )}
            </li>
          ) : (
            <Popover as="li" key={menu.id}>
              <PopoverButton className={topItem}>
                {menu.label}
                <ChevronDownIcon className="size-4 transition-transform in-data-open:rotate-180" />
              </PopoverButton>
              <PopoverPanel className="absolute inset-x-4 top-full z-40 max-h-[calc(100vh-9rem)] overflow-y-auto rounded-b-lg border border-gray-200 bg-white p-6 text-ink shadow-xl">
                {({ close }) => <MenuDropdown menu={menu} onNavigate={() => close()} />}
              </PopoverPanel>
            </Popover>
          ),
        )}
        {more.length > 0 && <MoreMenu menus={more} buttonClassName={topItem} />}
      </PopoverGroup>
    </nav>
  );
}
