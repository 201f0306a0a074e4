'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { HeartIcon } from '@/components/layout/icons';
import { Link } from '@/i18n/navigation';
import { TOAST_MS } from '@/lib/cart/add-outcome';
import { paths } from '@/lib/routes/paths';
import { useShopperSession } from '@/lib/queries/use-shopper-session';
import { useUpdateWishList, useWishListKeys } from '@/lib/queries/use-wish-list';
import { takePendingItem } from '@/lib/wishlist/pending-item';

const TOAST = { duration: TOAST_MS, position: 'top-right' } as const;

/**
 * Back from sign-in as a customer, the heart the shopper pressed as a guest is added (spec §6, kept
 * 30000 ms like the cart's rule of spec §4), with the spec §8 toast.
 */
function useAddPendingItem() {
  const t = useTranslations('toast');
  const { data: session } = useShopperSession();
  const { mutateAsync: change } = useUpdateWishList();
  const customer = session?.state === 'customer';
  useEffect(() => {
    if (!customer) return;
    const item = takePendingItem(window.sessionStorage);
    if (!item) return;
    change({ ...item, action: 'add' }).then(
      () => toast.success(t('wishListAdded'), TOAST),
      () => toast.error(t('wishListAddFailed'), TOAST),
    );
  }, [customer, change, t]);
}

/** The header's wish list entry (spec §2) with how many items the signed-in customer's list holds. */
export function HeaderWishListLink({ className }: { className: string }) {
  const t = useTranslations('header');
  const data = useWishListKeys();
  useAddPendingItem();
  const count = data?.total ?? 0;
  return (
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
  );
}
