'use client';

import { moreMenuColumns } from '@/lib/layout/menu';
import type { NavMenu, TopMenu } from '@/lib/layout/shell-types';
import { useMenus } from '@/lib/queries/use-menus';
import { columnClass, EntryList, keepTogether, MenuStatus } from './menu-dropdown';
import { MenuEntry } from './smart-link';

/** Links a More menu lists: each menu and each of its groups. */
export function moreMenuItemCount(menus: NavMenu[]): number {
  return menus.reduce((n, m) => n + 1 + m.items.length, 0);
}

/** spec §2/§9 More menu: the menus that do not fit the bar, in 1, 2 or 3 columns, once the menus have come; until then (or when they could not) a status. */
export function MoreContent({
  top,
  currency,
  inventoryId,
  close,
}: {
  top: TopMenu[];
  currency: string;
  inventoryId: string | null;
  close: () => void;
}) {
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
