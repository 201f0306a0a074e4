'use client';

import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { Link } from '@/i18n/navigation';
import { userDisplayName } from '@/lib/layout/menu';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useShopperSession } from '@/lib/queries/use-shopper-session';
import { startSignIn } from '@/lib/session/browser-storage';
import { ACCOUNT_LINKS, LogoutForm, logoutClick } from './account-parts';
import { CurrencySelector } from './currency-selector';
import { LanguageSelector } from './language-selector';
import { LocationSelector } from './location-selector';
import type { MobileCategoriesProps } from './mobile-categories';
import { MenuEntry } from './smart-link';
import type { CurrencyOption, LanguageOption, TopMenu } from '@/lib/layout/shell-types';

interface MobileMenuPanelProps {
  menus: TopMenu[];
  languages: LanguageOption[];
  currencies: CurrencyOption[];
  currency: string;
  inventoryId: string | null;
  /** Categories with their sub-items, once loaded (the first opening loads them). */
  Categories: ComponentType<MobileCategoriesProps> | null;
  onNavigate: () => void;
}

const LINK = 'block py-3';

function AccountItems({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('header');
  const hydrated = useHydrated();
  const { data } = useShopperSession();
  // As the header: hydration renders what the server's HTML shows, the session after it.
  const session = hydrated ? data : undefined;
  return (
    <ul className="border-b border-gray-200" aria-label={t('account')}>
      {session?.signedIn ? (
        <>
          <li className="py-3 font-semibold">{t('greeting', { name: userDisplayName(session.name, t('user')) })}</li>
          <li>
            <Link href={ACCOUNT_LINKS.account} onClick={onNavigate} className={LINK}>
              {t('account')}
            </Link>
          </li>
        </>
      ) : !session ? (
        // Not known yet (the page as painted): Account serves a guest too, through sign-in.
        <li>
          <Link href={ACCOUNT_LINKS.account} onClick={onNavigate} className={LINK}>
            {t('account')}
          </Link>
        </li>
      ) : session.state === 'unavailable' ? null : (
        <li>
          <Link
            href={ACCOUNT_LINKS.login}
            onClick={(e) => {
              startSignIn(e);
              onNavigate();
            }}
            className={LINK}
          >
            {t('login')}
          </Link>
        </li>
      )}
      <li>
        <Link href={ACCOUNT_LINKS.wishList} onClick={onNavigate} className={LINK}>
          {t('wishList')}
        </Link>
      </li>
      {session?.signedIn && (
        <li>
          <LogoutForm id="mobile-logout-form" />
          <button
            type="submit"
            form="mobile-logout-form"
            onClick={logoutClick('mobile-logout-form')}
            className={`${LINK} w-full text-left`}
          >
            {t('logout')}
          </button>
        </li>
      )}
    </ul>
  );
}

/** Until Categories' sub-items have loaded: the top-level links under the same heading. */
function TopLinks({ menus, onNavigate }: { menus: TopMenu[]; onNavigate: () => void }) {
  const t = useTranslations('header');
  if (menus.length === 0) return null;
  return (
    <div className="border-b border-gray-200">
      <p className="py-3 font-semibold">{t('categories')}</p>
      <ul className="pb-2">
        {menus.map((menu) => (
          <li key={menu.id} className="pl-3">
            <MenuEntry link={menu.link} onClick={onNavigate} className="flex w-full items-center justify-between py-3 text-left">
              {menu.label}
            </MenuEntry>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The mobile menu's drawer content: account items, Categories, the selectors (spec §2). */
export function MobileMenuPanel({ menus, languages, currencies, currency, inventoryId, Categories, onNavigate }: MobileMenuPanelProps) {
  return (
    <>
      {inventoryId && <AccountItems onNavigate={onNavigate} />}
      {Categories ? (
        <Categories menus={menus} currency={currency} inventoryId={inventoryId} onNavigate={onNavigate} />
      ) : (
        <TopLinks menus={menus} onNavigate={onNavigate} />
      )}
      <div className="flex flex-wrap items-center gap-2 pt-4">
        <LanguageSelector languages={languages} />
        <CurrencySelector currencies={currencies} current={currency} />
        <LocationSelector />
      </div>
    </>
  );
}
