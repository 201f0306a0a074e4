'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { userDisplayName } from '@/lib/layout/menu';
import { useShopperSession } from '@/lib/queries/use-shopper-session';
import { startSignIn } from '@/lib/session/browser-storage';
import { ACCOUNT_LINKS, LogoutForm, logoutClick } from './account-parts';
import { CurrencySelector } from './currency-selector';
import { CloseIcon } from './icons';
import { LanguageSelector } from './language-selector';
import { LocationSelector } from './location-selector';
import { MobileCategories } from './mobile-categories';
import type { CurrencyOption, LanguageOption, TopMenu } from '@/lib/layout/shell-types';

interface MobileMenuPanelProps {
  menus: TopMenu[];
  languages: LanguageOption[];
  currencies: CurrencyOption[];
  currency: string;
  inventoryId: string | null;
  open: boolean;
  onClose: () => void;
}

/** The mobile menu's panel: account items, Categories, the selectors (spec §2). */
export default function MobileMenuPanel({ menus, languages, currencies, currency, inventoryId, open, onClose: close }: MobileMenuPanelProps) {
  const t = useTranslations('header');
  const { data: session } = useShopperSession();
  const link = 'block py-3';
  return (
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
        <MobileCategories menus={menus} currency={currency} inventoryId={inventoryId} onNavigate={close} />
        <div className="flex flex-wrap items-center gap-2 pt-4">
          <LanguageSelector languages={languages} />
          <CurrencySelector currencies={currencies} current={currency} />
          <LocationSelector />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
