'use client';

import type { TopMenu } from '@/lib/layout/shell-types';
import { useMenus } from '@/lib/queries/use-menus';
import { MenuDropdown } from './menu-dropdown';
import { MoreContent } from './more-menu';

export interface MenuPanelContentProps {
  /** One menu's dropdown, or the More dropdown's menus. */
  menu: TopMenu | { more: TopMenu[] };
  currency: string;
  inventoryId: string | null;
  close: () => void;
}

/** A dropdown's content once the menus have come; until then (or when they could not) a status in its place. */
function DropdownContent({
  menu,
  currency,
  inventoryId,
  close,
}: {
  menu: TopMenu;
  currency: string;
  inventoryId: string | null;
  close: () => void;
}) {
  const { data, isError } = useMenus(currency, inventoryId);
  const full = data?.find((m) => m.id === menu.id);
  return <MenuDropdown menu={menu} full={full} failed={isError || data !== undefined} onNavigate={close} />;
}

/** The dropdown's content (loaded with the first use of a dropdown). */
export default function MenuPanelContent({ menu, currency, inventoryId, close }: MenuPanelContentProps) {
  return 'more' in menu ? (
    <MoreContent top={menu.more} currency={currency} inventoryId={inventoryId} close={close} />
  ) : (
    <DropdownContent menu={menu} currency={currency} inventoryId={inventoryId} close={close} />
  );
}
