'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { userDisplayName } from '@/lib/layout/menu';
import { useShopperSession } from '@/lib/queries/use-shopper-session';
import { startSignIn } from '@/lib/session/browser-storage';
import { ACCOUNT_LINKS, LogoutForm, logoutClick } from './account-menu';
import { CurrencySelector } from './currency-selector';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageSelector } from './language-selector';
import { LocationSelector } from './location-selector';
import { MobileCategories } from './mobile-categories';
import type { CurrencyOption, LanguageOption, NavMenu } from '@/lib/layout/shell-types';

interface MobileMenuProps {
  menus: NavMenu[];
  languages: LanguageOption[];
  currencies: CurrencyOption[];
  currency: string;
  inventoryId: string | null;
}

/** spec §2: below the large breakpoint the menu opens in a panel with account items and Categories. */
export function MobileMenu({ menus, languages, currencies, currency, inventoryId }: MobileMenuProps) {
  const t = useTranslations('header');
  const [open, setOpen] = useState(false);
  const { data: session } = useShopperSession();
  const close = () => setOpen(false);
  const link = 'block py-3';
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="inline-flex size-10 items-center justify-center rounded-md hover:bg-black/5 lg:hidden" aria-haspopup="dialog">
        <MenuIcon />
        <span className="sr-only">{t('openMenu')}</span>
      </button>
      <Dialog open={open} onClose={close} className="relative z-50 lg:hidden">
        <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
        <DialogPanel className="fixed inset-y-0 left-0 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-white px-4 pb-6 text-ink shadow-xl">
          <div className="flex items-center justify-between py-3">
            <DialogTitle className="text-base font-semibold">{t('mainNavigation')}</DialogTitle>
            <button type="button" onClick={close} className="inline-flex size-10 items-center justify-center rounded-md hover:bg-gray-100">
              <CloseIcon />
              <span className="sr-only">{t('closeMenu')}</span>
            </button>
          </div>
          {inventoryId && (
            <ul className="border-b border-gray-200" aria-label={t('account')}>
              {session?.signedIn ? (
                <>
                  <li className="py-3 font-semibold">{t('greeting', { name: userDisplayName(session.name, t('user')) })}</li>
                  <li>
                    <Link href={ACCOUNT_LINKS.account} onClick={close} className={link}>
                      {t('account')}
                    </Link>
                  </li>
                </>
              ) : session?.state === 'unavailable' ? null : (
                <li>
                  <Link href={ACCOUNT_LINKS.login} onClick={(e) => { startSignIn(e); close(); }} className={link}>
                    {t('login')}
                  </Link>
                </li>
              )}
              <li>
                <Link href={ACCOUNT_LINKS.wishList} onClick={close} className={link}>
                  {t('wishList')}
                </Link>
              </li>
              {session?.signedIn && (
                <li>
                  <LogoutForm id="mobile-logout-form" />
                  <button type="submit" form="mobile-logout-form" onClick={logoutClick('mobile-logout-form')} className={`${link} w-full text-left`}>
                    {t('logout')}
                  </button>
                </li>
              )}
            </ul>
          )}
          <MobileCategories menus={menus} onNavigate={close} />
          <div className="flex flex-wrap items-center gap-2 pt-4">
            <LanguageSelector languages={languages} />
            <CurrencySelector currencies={currencies} current={currency} />
            <LocationSelector />
          </div>
        </DialogPanel>
      </Dialog>
    </>
  );
}
