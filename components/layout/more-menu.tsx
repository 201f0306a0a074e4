'use client';

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { moreMenuColumns } from '@/lib/layout/menu';
import type { NavMenu, TopMenu } from '@/lib/layout/shell-types';
import { useMenus } from '@/lib/queries/use-menus';
import { ChevronDownIcon } from './icons';
import { columnClass, EntryList, keepTogether, MenuStatus } from './menu-dropdown';
import { MenuEntry } from './smart-link';

/** Links a More menu lists: each menu and each of its groups. */
export function moreMenuItemCount(menus: NavMenu[]): number {
  return menus.reduce((n, m) => n + 1 + m.items.length, 0);
}

interface MoreMenuProps {
  menus: TopMenu[];
  buttonId: string;
  buttonClassName: string;
  currency: string;
  inventoryId: string | null;
}

/** The More dropdown's lists once the menus have come; until then (or when they could not) a status. */
function MoreContent({ top, currency, inventoryId, close }: { top: TopMenu[]; currency: string; inventoryId: string | null; close: () => void }) {
  const { data, isError } = useMenus(currency, inventoryId);
  const found = data && top.map((m) => data.find((d) => d.id === m.id));
  const menus = found?.every((m): m is NavMenu => m !== undefined) ? found : null;
  if (!menus) return <MenuStatus failed={isError || data !== undefined} links={top} onNavigate={close} />;
  const columns = moreMenuColumns(moreMenuItemCount(menus));
  return (
    <ul className={`gap-8 ${columnClass(columns)}`} data-columns={columns}>
      {menus.map((menu) => (
        <li key={menu.id} className={`mb-4 min-w-44 ${keepTogether(menu.items.length)}`}>
          <MenuEntry link={menu.link} onClick={close} className="font-semibold" linkClassName="hover:underline">
            {menu.label}
          </MenuEntry>
          <EntryList entries={menu.items} onNavigate={close} />
        </li>
      ))}
    </ul>
  );
}

/** spec §2/§9 More menu: the menus that do not fit the bar, in 1, 2 or 3 columns. */
export function MoreMenu({ menus, buttonId, buttonClassName, currency, inventoryId }: MoreMenuProps) {
  const t = useTranslations('header');
  return (
    <Popover as="li">
      <PopoverButton id={buttonId} className={buttonClassName}>
        {t('more')}
        <ChevronDownIcon className="chevron-toggle" />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 0 }}
        className="z-40 max-h-[calc(100vh-9rem)] w-max max-w-[calc(100vw-2rem)] overflow-y-auto rounded-b-lg border border-gray-200 bg-white p-6 text-sm text-ink shadow-xl"
      >
        {({ close }) => <MoreContent top={menus} currency={currency} inventoryId={inventoryId} close={() => close()} />}
      </PopoverPanel>
    </Popover>
  );
}
