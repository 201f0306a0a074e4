'use client';

import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { savePendingItem, type PendingItem } from '@/lib/cart/pending-item';
import { paths } from '@/lib/routes/paths';
import { startSignIn } from '@/lib/session/browser-storage';

interface Props {
  /** The item to add once signed in (spec §4: kept 30000 ms in session storage). */
  item: PendingItem;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  /** spec §5: false while a required variance is unchosen; sign-in then waits. */
  checkChoice?: () => boolean;
}

/**
 * spec §6 registered users only: a guest's Add to Cart / Buy Now. The click keeps the chosen item and
 * starts sign-in with this page as callbackUrl; without scripts the link still opens the sign-in page.
 */
export function SignInTrigger({ item, className, children, 'aria-label': ariaLabel, checkChoice }: Props) {
  return (
    <Link
      href={paths.login()}
      className={className}
      aria-label={ariaLabel}
      onClick={(event) => {
        if (checkChoice && !checkChoice()) {
          event.preventDefault();
          return;
        }
        try {
          savePendingItem(window.sessionStorage, item, Date.now());
        } catch {
          // Storage can be unavailable (private mode): sign-in still goes ahead, without the item.
        }
        startSignIn(event);
      }}
    >
      {children}
    </Link>
  );
}
