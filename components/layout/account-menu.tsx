'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Link } from '@/i18n/navigation';
import { startSignIn } from '@/lib/session/browser-storage';
import { ACCOUNT_BUTTON, ACCOUNT_LINKS, AccountButtonFace, LogoutForm, logoutClick } from './account-parts';
import { HeaderPopover, hidePopover, MENU_PANEL } from './header-popover';
import { UserIcon } from './icons';

interface AccountMenuProps {
  /** The signed-in shopper's name; null for a guest. */
  userName: string | null;
  /** Null while the session is not known yet: the page as painted, cached for every shopper, before it asked. */
  signedIn: boolean | null;
}

const ITEM = 'block w-full px-4 py-2 text-left text-sm hover:bg-brand-soft focus-visible:bg-brand-soft';

/**
 * spec §2 account/login dropdown: Account, Wish List, Logout for a signed-in shopper; Login for a guest.
 * Before the session is known the menu holds Account and Wish List, which serve both: a guest is sent
 * through sign-in to them, so a tap before the page hydrated works for anyone.
 */
export function AccountMenu({ userName, signedIn }: AccountMenuProps) {
  const t = useTranslations('header');
  const panel = useRef<HTMLDivElement>(null);
  if (signedIn === false) {
    return (
      <Link
        href={ACCOUNT_LINKS.login}
        onClick={startSignIn}
        className="inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm hover:bg-black/5"
      >
        <UserIcon className="size-6" />
        <span>{t('login')}</span>
      </Link>
    );
  }
  const close = () => hidePopover(panel.current);
  return (
    <HeaderPopover
      panelRef={panel}
      buttonClassName={ACCOUNT_BUTTON}
      face={signedIn ? <AccountButtonFace userName={userName} /> : <AccountButtonFace userName={null} known={false} />}
      panelClassName={`${MENU_PANEL} min-w-40`}
    >
      {signedIn && <LogoutForm id="logout-form" />}
      <ul>
        <li>
          <Link href={ACCOUNT_LINKS.account} onClick={close} className={ITEM}>
            {t('account')}
          </Link>
        </li>
        <li>
          <Link href={ACCOUNT_LINKS.wishList} onClick={close} className={ITEM}>
            {t('wishList')}
          </Link>
        </li>
        {signedIn && (
          <li>
            <button type="submit" form="logout-form" onClick={logoutClick('logout-form')} className={ITEM}>
              {t('logout')}
            </button>
          </li>
        )}
      </ul>
    </HeaderPopover>
  );
}
