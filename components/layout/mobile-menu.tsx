'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import type { CurrencyOption, LanguageOption, TopMenu } from '@/lib/layout/shell-types';
import { prefetchMenus } from '@/lib/queries/use-menus';
import { MenuIcon } from './icons';

const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));

interface MobileMenuProps {
  /** The top-level menus; Categories' sub-items come from `/api/menus` with the first opening. */
  menus: TopMenu[];
  languages: LanguageOption[];
  currencies: CurrencyOption[];
  currency: string;
  inventoryId: string | null;
}

/** spec §2: below the large breakpoint the menu opens in a panel with account items and Categories (loaded with the first opening). */
export function MobileMenu(props: MobileMenuProps) {
  const t = useTranslations('header');
  const locale = useLocale();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          // The menus' data loads alongside the panel's code (one fetch, shared with the desktop bar).
          if (!used) prefetchMenus(client, { locale, currency: props.currency, inventoryId: props.inventoryId });
          setUsed(true);
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-black/5 lg:hidden"
        aria-haspopup="dialog"
      >
        <MenuIcon />
        <span className="sr-only">{t('openMenu')}</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuPanel {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
