'use client';

import { Popover, PopoverButton, PopoverGroup, PopoverPanel } from '@headlessui/react';
import type { TopMenu } from '@/lib/layout/shell-types';
import { useMenus } from '@/lib/queries/use-menus';
import { BarLink, DROPDOWN_ITEM, DropdownItem, JUSTIFY, type MegaMenuAlignment, menuButtonId, TOP_ITEM } from './mega-menu-parts';
import { MenuDropdown } from './menu-dropdown';
import { MoreMenu } from './more-menu';

export interface MegaMenuBarProps {
  idBase: string;
  shown: TopMenu[];
  more: TopMenu[];
  alignment: MegaMenuAlignment;
  currency: string;
  inventoryId: string | null;
}

// Headless UI marks keyboard focus with data-focus, so a pointer click that opens a dropdown draws no ring.
const focusRing = 'focus-visible:outline-none data-focus:outline-[3px] data-focus:outline-solid data-focus:outline-offset-2 data-focus:outline-[#1d4ed8]';

/** A dropdown's content once the menus have come; until then (or when they could not) a status in its place. */
function DropdownContent({ menu, currency, inventoryId, close }: { menu: TopMenu; currency: string; inventoryId: string | null; close: () => void }) {
  const { data, isError } = useMenus(currency, inventoryId);
  const full = data?.find((m) => m.id === menu.id);
  return <MenuDropdown menu={menu} full={full} failed={isError || data !== undefined} onNavigate={close} />;
}

/** The category bar's dropdowns (loaded with the first use of one of its buttons). */
export default function MegaMenuBar({ idBase, shown, more, alignment, currency, inventoryId }: MegaMenuBarProps) {
  return (
    <PopoverGroup as="ul" className={`flex flex-wrap items-center ${JUSTIFY[alignment]}`}>
      {shown.map((menu) =>
        menu.dropdown ? (
          <Popover as="li" key={menu.id} className={DROPDOWN_ITEM}>
            <DropdownItem
              menu={menu}
              button={(className, content) => (
                <PopoverButton id={menuButtonId(idBase, menu.id)} className={`${className} ${focusRing}`}>
                  {content}
                </PopoverButton>
              )}
            />
            <PopoverPanel className="absolute inset-x-4 top-full z-40 max-h-[calc(100vh-9rem)] overflow-y-auto rounded-b-lg border border-gray-200 bg-white p-6 text-ink shadow-xl">
              {({ close }) => <DropdownContent menu={menu} currency={currency} inventoryId={inventoryId} close={() => close()} />}
            </PopoverPanel>
          </Popover>
        ) : (
          <li key={menu.id}>
            <BarLink menu={menu} />
          </li>
        ),
      )}
      {more.length > 0 && (
        <MoreMenu menus={more} buttonId={menuButtonId(idBase, 'more')} buttonClassName={`${TOP_ITEM} ${focusRing}`} currency={currency} inventoryId={inventoryId} />
      )}
    </PopoverGroup>
  );
}
