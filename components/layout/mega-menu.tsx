'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useId } from 'react';
import { splitMenuBar } from '@/lib/layout/nav-menus';
import type { TopMenu } from '@/lib/layout/shell-types';
import { prefetchMenus } from '@/lib/queries/use-menus';
import { useDeferredPart } from './deferred-part';
import { ChevronDownIcon } from './icons';
import type { MegaMenuBarProps } from './mega-menu-bar';
import { BarLink, DROPDOWN_ITEM, DropdownItem, JUSTIFY, type MegaMenuAlignment, menuButtonId, TOP_ITEM } from './mega-menu-parts';

interface MegaMenuProps {
  /** The top-level menus; their dropdowns come from `/api/menus` with the first use. */
  menus: TopMenu[];
  alignment: MegaMenuAlignment;
  currency: string;
  inventoryId: string | null;
}

const loadBar = () => import('./mega-menu-bar').then((m) => m.default);

/** The category bar: each menu a link, with a keyboard-operable dropdown of its groups and related products. */
export function MegaMenu({ menus, alignment, currency, inventoryId }: MegaMenuProps) {
  const t = useTranslations('header');
  const locale = useLocale();
  const client = useQueryClient();
  const idBase = `menu-${useId()}`;
  // The dropdowns' code and their data load together, with the first pointing at or focusing a button.
  const load = useCallback(() => {
    prefetchMenus(client, { locale, currency, inventoryId });
    return loadBar();
  }, [client, locale, currency, inventoryId]);
  const { Part: Bar, standIn } = useDeferredPart<MegaMenuBarProps>(load);
  const { bar: shown, more } = splitMenuBar(menus);
  if (menus.length === 0) return null;
  return (
    <nav aria-label={t('mainNavigation')} className="relative mx-auto w-full max-w-7xl px-4">
      {Bar ? (
        <Bar idBase={idBase} shown={shown} more={more} alignment={alignment} currency={currency} inventoryId={inventoryId} />
      ) : (
        // Until a dropdown is used: the same bar with plain buttons (Headless UI loads with the first use); the base focus ring.
        <ul className={`flex flex-wrap items-center ${JUSTIFY[alignment]}`}>
          {shown.map((menu) => (
            <li key={menu.id} className={menu.dropdown ? DROPDOWN_ITEM : undefined}>
              {menu.dropdown ? (
                <DropdownItem
                  menu={menu}
                  button={(className, content) => (
                    <button {...standIn(menuButtonId(idBase, menu.id))} className={className}>
                      {content}
                    </button>
                  )}
                />
              ) : (
                <BarLink menu={menu} />
              )}
            </li>
          ))}
          {more.length > 0 && (
            <li>
              <button {...standIn(menuButtonId(idBase, 'more'))} className={TOP_ITEM}>
                {t('more')}
                <ChevronDownIcon className="size-4 transition-transform" />
              </button>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}
