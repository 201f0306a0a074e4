'use client';

import { startTransition, useActionState, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { addWishAfterSignIn } from '@/app/_actions/wishlist';
import { HeartIcon } from '@/components/layout/icons';
import { ActionFailure } from '@/components/ui/action-failure';
import { toast } from '@/components/ui/toast';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes/paths';
import { useShopperSession } from '@/lib/queries/use-shopper-session';
import { useWishListKeys } from '@/lib/queries/use-wish-list';
import { HEART_TOAST, useHeartAnswer } from './use-heart-answer';

/**
 * Back from sign-in as a customer, the heart the shopper pressed as a guest is added (spec §6, kept
 * 30000 ms like the cart's rule of spec §4), with the spec §8 toast: the session says one waits, and its
 * Server Function takes it, once.
 */
function KeptHeart() {
  const { data: session } = useShopperSession();
  const [answer, add] = useActionState(addWishAfterSignIn, null);
  const asked = useRef(false);
  useHeartAnswer(answer, false);
  const waiting = session?.state === 'customer' && session.heartWaiting;
  useEffect(() => {
    if (!waiting || asked.current) return;
    asked.current = true;
    startTransition(() => add(new FormData()));
  }, [waiting, add]);
  return null;
}

/** The header's wish list entry (spec §2) with how many items the signed-in customer's list holds. */
export function HeaderWishListLink({ className }: { className: string }) {
  const t = useTranslations('header');
  const tt = useTranslations('toast');
  const data = useWishListKeys();
  const count = data?.total ?? 0;
  return (
    <>
      <ActionFailure onFailure={() => toast.error(tt('wishListAddFailed'), HEART_TOAST)}>
        <KeptHeart />
      </ActionFailure>
      <Link
        href={paths.account.wishlist()}
        aria-label={count > 0 ? t('wishListCount', { count }) : t('wishList')}
        className={`relative ${className}`}
      >
        <HeartIcon />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="wish-list-count"
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {count}
          </span>
        )}
      </Link>
    </>
  );
}
