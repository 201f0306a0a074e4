'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { TOAST_MS } from '@/lib/cart/add-outcome';
import { readShopNotice, SHOP_NOTICE_COOKIE, type ShopNotice } from '@/lib/cart/shop-notice';
import { keepPendingItem } from '@/lib/wishlist/pending-item';

const TOAST = { duration: TOAST_MS, position: 'top-right' } as const;

/** The notice cookie's value, if any (a form answer sets it: lib/cart/cart-form.server.ts). */
function takeNoticeCookie(): ShopNotice | null {
  let raw: string | undefined;
  try {
    raw = document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${SHOP_NOTICE_COOKIE}=`))
      ?.slice(SHOP_NOTICE_COOKIE.length + 1);
    if (raw !== undefined) document.cookie = `${SHOP_NOTICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  } catch {
    // A browser that refuses cookies (spec §8) has no notice to show: the page says so itself (CookieReadNotice).
    return null;
  }
  if (raw === undefined) return null;
  // The server's cookie writer percent-encodes the value once more.
  try {
    return readShopNotice(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

/**
 * Shows, once, what a form posted before the page's script ran did (the wish list heart): the same
 * toast as a press after hydration.
 */
export function ArrivalNotice() {
  const t = useTranslations('toast');
  useEffect(() => {
    // From here on a press is the script's (browser flows wait for this before checking in-place behaviour).
    document.documentElement.dataset.hydrated = 'true';
    const notice = takeNoticeCookie();
    if (!notice) return;
    switch (notice.kind) {
      case 'wishAdded':
        toast.success(t('wishListAdded'), TOAST);
        return;
      case 'wishRemoved':
        toast.success(t('wishListRemoved'), TOAST);
        return;
      case 'wishFull':
        toast.error(t('wishListFull'), TOAST);
        return;
      case 'wishFailed':
        toast.error(t('wishListAddFailed'), TOAST);
        return;
      case 'wishSignIn':
        // Added on the return from sign-in (components/wishlist/header-wish-list-link.tsx).
        if (notice.item) keepPendingItem(window.sessionStorage, notice.item);
    }
  }, [t]);
  return null;
}
