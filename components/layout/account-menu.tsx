'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { userDisplayName } from '@/lib/layout/menu';
import { paths } from '@/lib/routes/paths';
import { clearStorageOnSignOut, startSignIn } from '@/lib/session/browser-storage';
import { ChevronDownIcon, UserIcon } from './icons';

export const ACCOUNT_LINKS = {
  account: paths.account.profile(),
  wishList: paths.account.wishlist(),
  login: paths.login(),
  /** POST only (a form), so another site cannot sign a shopper out with a link or an image. */
  logout: '/api/logout',
} as const;

/** The hidden form every Logout button submits (the header's and the mobile menu's). */
export function LogoutForm({ id }: { id: string }) {
  return <form id={id} method="post" action={ACCOUNT_LINKS.logout} hidden />;
}

/**
 * Logout's click: storage cleared (spec §4), then the form is submitted by hand — the menu closes on
 * the click and takes the button out of the page before the browser would submit for it.
 */
export function logoutClick(formId: string) {
  return (event: { preventDefault(): void }) => {
    event.preventDefault();
    clearStorageOnSignOut();
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) form.requestSubmit();
  };
}

interface AccountMenuProps {
  /** The signed-in shopper's name; null for a guest. */
  userName: string | null;
  signedIn: boolean;
}

/** spec §2 account/login dropdown: Account, Wish List, Logout for a signed-in shopper; Login for a guest. */
export function AccountMenu({ userName, signedIn }: AccountMenuProps) {
  const t = useTranslations('header');
  const item = 'block w-full px-4 py-2 text-left text-sm data-focus:bg-brand-soft';
  if (!signedIn) {
    return (
      <Link href={ACCOUNT_LINKS.login} onClick={startSignIn} className="inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm hover:bg-black/5">
        <UserIcon className="size-6" />
        <span>{t('login')}</span>
      </Link>
    );
  }
  const name = userDisplayName(userName, t('user'));
  return (
    <Menu as="div" className="relative">
      <LogoutForm id="logout-form" />
      <MenuButton className="inline-flex h-10 max-w-44 items-center gap-1 rounded-md px-2 text-sm hover:bg-black/5">
        <UserIcon className="size-6 shrink-0" />
        <span className="truncate" title={userName ?? undefined}>
          {name}
        </span>
        <span className="sr-only">{t('account')}</span>
        <ChevronDownIcon />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-1 min-w-40 rounded-md border border-gray-200 bg-white py-1 text-ink shadow-lg focus:outline-none">
        <MenuItem>
          <Link href={ACCOUNT_LINKS.account} className={item}>
            {t('account')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link href={ACCOUNT_LINKS.wishList} className={item}>
            {t('wishList')}
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="submit" form="logout-form" onClick={logoutClick('logout-form')} className={item}>
            {t('logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
