'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { splitMenuBar } from '@/lib/layout/nav-menus';
import type { NavMenu } from '@/lib/layout/shell-types';
import { useDeferredPart } from './deferred-part';
import { ChevronDownIcon } from './icons';
import type { MegaMenuBarProps } from './mega-menu-bar';
import { BarLink, JUSTIFY, type MegaMenuAlignment, menuButtonId, TOP_ITEM } from './mega-menu-parts';

interface MegaMenuProps {
  menus: NavMenu[];
  alignment: MegaMenuAlignment;
}

const loadBar = () => import('./mega-menu-bar').then((m) => m.default);

const standInItem = `${TOP_ITEM} focus-visible:outline-[3px] focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-[#1d4ed8]`;

/** The category bar: each menu a link, or a keyboard-operable dropdown of its groups and related products. */
export function MegaMenu({ menus, alignment }: MegaMenuProps) {
  const t = useTranslations('header');
  const idBase = `menu-${useId()}`;
  const { Part: Bar, standIn } = useDeferredPart<MegaMenuBarProps>(loadBar);
  const { bar: shown, more } = splitMenuBar(menus);
  if (menus.length === 0) return null;
  return (
    <nav aria-label={t('mainNavigation')} className="relative mx-auto w-full max-w-7xl px-4">
      {Bar ? (
        <Bar idBase={idBase} shown={shown} more={more} alignment={alignment} />
      ) : (
        // Until a dropdown is used: the same bar with plain buttons (Headless UI loads with the first use).
        <ul className={`flex flex-wrap items-center ${JUSTIFY[alignment]}`}>
          {shown.map((menu) => (
            <li key={menu.id}>
              {menu.items.length === 0 && menu.related.length === 0 ? (
                <BarLink menu={menu} />
              ) : (
                <button {...standIn(menuButtonId(idBase, menu.id))} className={standInItem}>
                  {menu.label}
                  <ChevronDownIcon className="size-4 transition-transform" />
                </button>
              )}
            </li>
          ))}
          {more.length > 0 && (
            <li>
              <button {...standIn(menuButtonId(idBase, 'more'))} className={standInItem}>
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
