'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useId, useRef, type MouseEvent } from 'react';
import { useLoadOnFirstUse } from '@/components/ui/use-load-on-first-use';
import type { CurrencyOption, LanguageOption, TopMenu } from '@/lib/layout/shell-types';
import { prefetchMenus } from '@/lib/queries/use-menus';
import { useOnPopoverOpen } from './header-popover';
import { CloseIcon, MenuIcon } from './icons';
import { MobileMenuPanel } from './mobile-menu-panel';

interface MobileMenuProps {
  /** The top-level menus; Categories' sub-items come from `/api/menus` with the first opening. */
  menus: TopMenu[];
  languages: LanguageOption[];
  currencies: CurrencyOption[];
  currency: string;
  inventoryId: string | null;
}

const loadCategories = () => import('./mobile-categories').then((m) => m.default);

/** Whether this browser opens and closes a dialog from a button's `command` with no script. */
const commandsWork = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/**
 * spec §2: below the large breakpoint the menu opens in a drawer with account items, Categories and the
 * selectors. The drawer is a modal `<dialog>` in the page, opened by its button's `command` (no script:
 * a tap before the page hydrated opens it); Escape, the close button and a tap beside it close it.
 * Categories' sub-items load with the first opening.
 */
export function MobileMenu(props: MobileMenuProps) {
  const t = useTranslations('header');
  const locale = useLocale();
  const client = useQueryClient();
  const id = `mobile-menu-${useId()}`;
  const dialog = useRef<HTMLDialogElement>(null);
  const load = useCallback(() => {
    // The menus' data loads alongside the Categories' code (one fetch, shared with the desktop bar).
    prefetchMenus(client, { locale, currency: props.currency, inventoryId: props.inventoryId });
    return loadCategories();
  }, [client, locale, props.currency, props.inventoryId]);
  const { module: Categories, start } = useLoadOnFirstUse(load);
  useOnPopoverOpen(dialog, start);
  const close = () => dialog.current?.close();
  // Browsers without button commands: the script does what the attributes do.
  const open = () => {
    start();
    if (!commandsWork() && !dialog.current?.open) dialog.current?.showModal();
  };
  const closeBeside = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !commandsWork()) close();
  };
  return (
    <>
      <button
        type="button"
        {...{ command: 'show-modal', commandfor: id }}
        onClick={open}
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-black/5 lg:hidden"
        aria-haspopup="dialog"
      >
        <MenuIcon />
        <span className="sr-only">{t('openMenu')}</span>
      </button>
      <dialog
        ref={dialog}
        id={id}
        closedby="any"
        aria-labelledby={`${id}-title`}
        onClick={closeBeside}
        className="m-0 h-dvh max-h-none w-[85vw] max-w-sm overflow-y-auto bg-white px-4 pb-6 text-ink shadow-xl backdrop:bg-black/40"
      >
        <div className="flex items-center justify-between py-3">
          <h2 id={`${id}-title`} className="text-base font-semibold">
            {t('mainNavigation')}
          </h2>
          <button
            type="button"
            {...{ command: 'close', commandfor: id }}
            onClick={() => !commandsWork() && close()}
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-gray-100"
          >
            <CloseIcon />
            <span className="sr-only">{t('closeMenu')}</span>
          </button>
        </div>
        <MobileMenuPanel {...props} Categories={Categories} onNavigate={close} />
      </dialog>
    </>
  );
}
