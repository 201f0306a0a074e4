'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ACCOUNT_BUTTON, ACCOUNT_LINKS, AccountButtonFace, LogoutForm, logoutClick } from './account-parts';

export interface AccountMenuItemsProps {
  buttonId: string;
  userName: string | null;
}

/** The signed-in shopper's menu: Account, Wish List, Logout (loaded with the first use of its button). */
export default function AccountMenuItems({ buttonId, userName }: AccountMenuItemsProps) {
  const t = useTranslations('header');
  const item = 'block w-full px-4 py-2 text-left text-sm data-focus:bg-brand-soft';
  return (
    <Menu as="div" className="relative">
      <LogoutForm id="logout-form" />
      <MenuButton id={buttonId} className={ACCOUNT_BUTTON}>
        <AccountButtonFace userName={userName} />
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
