'use client';

import { useTranslations } from 'next-intl';
import { userDisplayName } from '@/lib/layout/menu';
import { paths } from '@/lib/routes/paths';
import { clearStorageOnSignOut } from '@/lib/session/browser-storage';
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

/** The look of the account menu's button. */
export const ACCOUNT_BUTTON = 'inline-flex h-10 max-w-44 items-center gap-1 rounded-md px-2 text-sm hover:bg-black/5';

/** The account button's face: the shopper's first name, or "Account" alone while who is signed in is not known. */
export function AccountButtonFace({ userName, known = true }: { userName: string | null; known?: boolean }) {
  const t = useTranslations('header');
  return (
    <>
      <UserIcon className="size-6 shrink-0" />
      {known ? (
        <>
          <span className="truncate" title={userName ?? undefined}>
            {userDisplayName(userName, t('user'))}
          </span>
          <span className="sr-only">{t('account')}</span>
        </>
      ) : (
        <span className="truncate">{t('account')}</span>
      )}
      <ChevronDownIcon />
    </>
  );
}
