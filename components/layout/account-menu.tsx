'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { userDisplayName } from '@/lib/layout/menu';
import { paths } from '@/lib/routes/paths';
import { ChevronDownIcon, UserIcon } from './icons';

export const ACCOUNT_LINKS = {
  account: paths.account.profile(),
  wishList: paths.account.wishlist(),
  login: paths.login(),
  logout: '/api/auth/signout',
} as const;

/** spec §4 logout and login: browser storage is cleared; the location lives in a cookie and stays. */
export function clearShopperStorage() {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
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
      <Link href={ACCOUNT_LINKS.login} onClick={clearShopperStorage} className="inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm hover:bg-black/5">
        <UserIcon className="size-6" />
        <span>{t('login')}</span>
      </Link>
    );
  }
  const name = userDisplayName(userName, t('user'));
  return (
    <Menu as="div" className="relative">
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
          <a href={ACCOUNT_LINKS.logout} onClick={clearShopperStorage} className={item}>
            {t('logout')}
          </a>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
