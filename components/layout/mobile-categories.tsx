'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import type { NavMenu, TopMenu } from '@/lib/layout/shell-types';
import { useMenus } from '@/lib/queries/use-menus';
import { ChevronDownIcon } from './icons';
import { MenuEntry, SmartLink } from './smart-link';

const row = 'flex w-full items-center justify-between py-3 text-left';

export interface MobileCategoriesProps {
  menus: TopMenu[];
  currency: string;
  inventoryId: string | null;
  onNavigate: () => void;
}

/** A top-level menu as a row: its link, or its label. */
function MenuRow({ menu, onNavigate }: { menu: TopMenu | NavMenu; onNavigate: () => void }) {
  return (
    <MenuEntry link={menu.link} onClick={onNavigate} className={row}>
      {menu.label}
    </MenuEntry>
  );
}

function MenuAccordion({ menu, onNavigate }: { menu: NavMenu; onNavigate: () => void }) {
  const tc = useTranslations('common');
  return (
    <Disclosure as="li" className="pl-3">
      <DisclosureButton className={`group ${row}`}>
        {menu.label}
        <ChevronDownIcon className="size-5 transition-transform group-data-open:rotate-180" />
      </DisclosureButton>
      <DisclosurePanel as="ul" className="space-y-1 border-l border-gray-200 pb-2 pl-3 text-sm">
        {menu.link && (
          <li>
            <SmartLink link={menu.link} onClick={onNavigate} className="block py-2 font-medium text-brand">
              {tc('viewAll')}: {menu.label}
            </SmartLink>
          </li>
        )}
        {menu.items.map((group) => (
          <li key={group.label}>
            <MenuEntry link={group.link} onClick={onNavigate} className="block py-2 font-medium">
              {group.label}
            </MenuEntry>
            {group.items.length > 0 && (
              <ul className="pl-3">
                {group.items.map((item) =>
                  item.link ? (
                    <li key={item.label}>
                      <SmartLink link={item.link} onClick={onNavigate} className="block py-2 text-ink-muted">
                        {item.label}
                      </SmartLink>
                    </li>
                  ) : null,
                )}
              </ul>
            )}
          </li>
        ))}
      </DisclosurePanel>
    </Disclosure>
  );
}

/**
 * spec §2 mobile menu: a Categories accordion whose sub-items navigate to their links. The top-level
 * links show at once; each menu's sub-items come with `/api/menus` (a line says so meanwhile, or that
 * they could not be loaded, the top-level links still working).
 */
export function MobileCategories({ menus, currency, inventoryId, onNavigate }: MobileCategoriesProps) {
  const t = useTranslations('header');
  const tc = useTranslations('common');
  const { data, isError } = useMenus(currency, inventoryId);
  if (menus.length === 0) return null;
  const pending = data === undefined && menus.some((m) => m.dropdown);
  return (
    <Disclosure as="div" defaultOpen className="border-b border-gray-200">
      <DisclosureButton className={`group ${row} font-semibold`}>
        {t('categories')}
        <ChevronDownIcon className="size-5 transition-transform group-data-open:rotate-180" />
      </DisclosureButton>
      <DisclosurePanel as="ul" className="pb-2">
        {menus.map((top) => {
          const full = data?.find((m) => m.id === top.id);
          return full && full.items.length > 0 ? (
            <MenuAccordion key={top.id} menu={full} onNavigate={onNavigate} />
          ) : (
            <li key={top.id} className="pl-3">
              <MenuRow menu={top} onNavigate={onNavigate} />
            </li>
          );
        })}
        {pending && (
          <li className="pl-3 py-2 text-sm text-ink-muted">
            {isError ? <span role="alert">{t('menuFailed')}</span> : <span role="status">{tc('loading')}</span>}
          </li>
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}

/** Loaded with the drawer's first opening, never with the page. */
export default function MobileCategoriesPart(props: MobileCategoriesProps) {
  return <MobileCategories {...props} />;
}
