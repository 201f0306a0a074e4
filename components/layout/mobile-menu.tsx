'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import type { CurrencyOption, LanguageOption, NavMenu } from '@/lib/layout/shell-types';
import { MenuIcon } from './icons';

const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));

interface MobileMenuProps {
  menus: NavMenu[];
  languages: LanguageOption[];
  currencies: CurrencyOption[];
  currency: string;
  inventoryId: string | null;
}

/** spec §2: below the large breakpoint the menu opens in a panel with account items and Categories (loaded with the first opening). */
export function MobileMenu(props: MobileMenuProps) {
  const t = useTranslations('header');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
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
