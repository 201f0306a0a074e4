'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Link } from '@/i18n/navigation';
import { startSignIn } from '@/lib/session/browser-storage';
import type { AccountMenuItemsProps } from './account-menu-items';
import { ACCOUNT_BUTTON, ACCOUNT_LINKS, AccountButtonFace } from './account-parts';
import { useDeferredPart } from './deferred-part';
import { UserIcon } from './icons';

interface AccountMenuProps {
  /** The signed-in shopper's name; null for a guest. */
  userName: string | null;
  signedIn: boolean;
}

const loadMenu = () => import('./account-menu-items').then((m) => m.default);

/** spec §2 account/login dropdown: Account, Wish List, Logout for a signed-in shopper; Login for a guest. */
export function AccountMenu({ userName, signedIn }: AccountMenuProps) {
  const t = useTranslations('header');
  const buttonId = `account-${useId()}`;
  const { Part: Menu, standIn } = useDeferredPart<AccountMenuItemsProps>(loadMenu);
  if (!signedIn) {
    return (
      <Link href={ACCOUNT_LINKS.login} onClick={startSignIn} className="inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm hover:bg-black/5">
        <UserIcon className="size-6" />
        <span>{t('login')}</span>
      </Link>
    );
  }
  if (Menu) return <Menu buttonId={buttonId} userName={userName} />;
  return (
    <div className="relative">
      <button {...standIn(buttonId)} aria-haspopup="menu" className={ACCOUNT_BUTTON}>
        <AccountButtonFace userName={userName} />
      </button>
    </div>
  );
}
