'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useId, useRef, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { useLoadOnFirstUse } from '@/components/ui/use-load-on-first-use';
import { splitMenuBar } from '@/lib/layout/nav-menus';
import type { TopMenu } from '@/lib/layout/shell-types';
import { prefetchMenus } from '@/lib/queries/use-menus';
import { hidePopover, useOnPopoverOpen, usePopoverExpanded } from './header-popover';
import { ChevronDownIcon } from './icons';
import type { MenuPanelContentProps } from './mega-menu-bar';
import { MenuWaiting } from './menu-status';
import { BarLink, DROPDOWN_ITEM, DropdownItem, JUSTIFY, type MegaMenuAlignment, TOP_ITEM } from './mega-menu-parts';
import { MenuEntry } from './smart-link';

interface MegaMenuProps {
  /** The top-level menus; their dropdowns come from `/api/menus` with the first use. */
  menus: TopMenu[];
  alignment: MegaMenuAlignment;
  currency: string;
  inventoryId: string | null;
}

const loadContent = () => import('./mega-menu-bar').then((m) => m.default);

interface PanelProps {
  menu: MenuPanelContentProps['menu'];
  currency: string;
  inventoryId: string | null;
  /** The dropdowns' code and data, loaded with the first intent on any of them. */
  content: { Content: ComponentType<MenuPanelContentProps> | null; failed: boolean; start: () => void };
  button: (props: {
    popoverTarget: string;
    'aria-expanded': boolean | undefined;
    onPointerEnter: () => void;
    onFocus: () => void;
  }) => ReactNode;
}

/**
 * A dropdown of the bar: its button opens the platform's popover (a tap before the page hydrated opens
 * it too). Until its groups have come, the menu's own link (or the More menus' links) and a status.
 */
function MenuPanel({ menu, currency, inventoryId, content, button }: PanelProps) {
  const id = `menu-${useId()}`;
  const panel = useRef<HTMLDivElement>(null);
  const { Content, failed, start } = content;
  useOnPopoverOpen(panel, start);
  const expanded = usePopoverExpanded(panel);
  const close = () => hidePopover(panel.current);
  const waiting =
    'more' in menu ? (
      <ul className="space-y-2">
        {menu.more.map((m) => (
          <li key={m.id}>
            <MenuEntry link={m.link} onClick={close} className="font-semibold" linkClassName="hover:underline">
              {m.label}
            </MenuEntry>
          </li>
        ))}
      </ul>
    ) : (
      <MenuWaiting menu={menu} failed={failed} onNavigate={close} />
    );
  return (
    <>
      {button({ popoverTarget: id, 'aria-expanded': expanded, onPointerEnter: start, onFocus: start })}
      <div ref={panel} id={id} popover="auto" className={'more' in menu ? 'mega-panel mega-panel-more text-sm' : 'mega-panel'}>
        {Content ? <Content menu={menu} currency={currency} inventoryId={inventoryId} close={close} /> : waiting}
      </div>
    </>
  );
}

/** The category bar: each menu a link, with a keyboard-operable dropdown of its groups and related products. */
export function MegaMenu({ menus, alignment, currency, inventoryId }: MegaMenuProps) {
  const t = useTranslations('header');
  const locale = useLocale();
  const client = useQueryClient();
  const load = useCallback(() => {
    prefetchMenus(client, { locale, currency, inventoryId });
    return loadContent();
  }, [client, locale, currency, inventoryId]);
  const { module: Content, failed, start } = useLoadOnFirstUse(load);
  const content = { Content, failed, start };
  const { bar: shown, more } = splitMenuBar(menus);
  if (menus.length === 0) return null;
  return (
    <nav
      aria-label={t('mainNavigation')}
      className="relative mx-auto w-full max-w-7xl px-4"
      style={{ anchorName: '--category-bar' } as CSSProperties}
    >
      <ul className={`flex flex-wrap items-center ${JUSTIFY[alignment]}`}>
        {shown.map((menu) => (
          <li key={menu.id} className={menu.dropdown ? DROPDOWN_ITEM : undefined}>
            {menu.dropdown ? (
              <MenuPanel
                menu={menu}
                currency={currency}
                inventoryId={inventoryId}
                content={content}
                button={(props) => (
                  <DropdownItem
                    menu={menu}
                    button={(className, face) => (
                      <button type="button" {...props} className={`popover-button ${className}`}>
                        {face}
                      </button>
                    )}
                  />
                )}
              />
            ) : (
              <BarLink menu={menu} />
            )}
          </li>
        ))}
        {more.length > 0 && (
          <li>
            <MenuPanel
              menu={{ more }}
              currency={currency}
              inventoryId={inventoryId}
              content={content}
              button={(props) => (
                <button type="button" {...props} className={`popover-button ${TOP_ITEM}`}>
                  {t('more')}
                  <ChevronDownIcon className="chevron-toggle" />
                </button>
              )}
            />
          </li>
        )}
      </ul>
    </nav>
  );
}
