'use client';

import { Popover, PopoverButton, PopoverGroup, PopoverPanel } from '@headlessui/react';
import type { NavMenu } from '@/lib/layout/shell-types';
import { ChevronDownIcon } from './icons';
import { BarLink, JUSTIFY, type MegaMenuAlignment, menuButtonId, TOP_ITEM } from './mega-menu-parts';
import { MenuDropdown } from './menu-dropdown';
import { MoreMenu } from './more-menu';

export interface MegaMenuBarProps {
  idBase: string;
  shown: NavMenu[];
  more: NavMenu[];
  alignment: MegaMenuAlignment;
}

// Headless UI marks keyboard focus with data-focus, so a pointer click that opens a dropdown draws no ring.
const topItem = `${TOP_ITEM} focus-visible:outline-none data-focus:outline-[3px] data-focus:outline-solid data-focus:outline-offset-2 data-focus:outline-[#1d4ed8]`;

/** The category bar's dropdowns (loaded with the first use of one of its buttons). */
export default function MegaMenuBar({ idBase, shown, more, alignment }: MegaMenuBarProps) {
  return (
    <PopoverGroup as="ul" className={`flex flex-wrap items-center ${JUSTIFY[alignment]}`}>
      {shown.map((menu) =>
        menu.items.length === 0 && menu.related.length === 0 ? (
          <li key={menu.id}>
            <BarLink menu={menu} />
          </li>
        ) : (
          <Popover as="li" key={menu.id}>
            <PopoverButton id={menuButtonId(idBase, menu.id)} className={topItem}>
              {menu.label}
              <ChevronDownIcon className="size-4 transition-transform in-data-open:rotate-180" />
            </PopoverButton>
            <PopoverPanel className="absolute inset-x-4 top-full z-40 max-h-[calc(100vh-9rem)] overflow-y-auto rounded-b-lg border border-gray-200 bg-white p-6 text-ink shadow-xl">
              {({ close }) => <MenuDropdown menu={menu} onNavigate={() => close()} />}
            </PopoverPanel>
          </Popover>
        ),
      )}
      {more.length > 0 && <MoreMenu menus={more} buttonId={menuButtonId(idBase, 'more')} buttonClassName={topItem} />}
    </PopoverGroup>
  );
}
