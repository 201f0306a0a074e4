'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { TOAST_MS } from '@/lib/cart/add-outcome';
import { BffError } from '@/lib/bff/client';
import { signInHref } from '@/lib/bff/sign-in';
import { WISH_FORM_ACTION } from '@/lib/cart/form-routes';
import { shopperSessionQuery } from '@/lib/queries/use-shopper-session';
import { useUpdateWishList, useWishListKeys } from '@/lib/queries/use-wish-list';
import { localizedPath } from '@/lib/routes/paths';
import { keepPendingItem } from '@/lib/wishlist/pending-item';
import { isListed } from '@/lib/wishlist/wish-list';
import type { Locale } from '@/i18n/routing';

/** The heart of public/icons/card.svg (a new version of the file gets a new query). */
const HEART = '/icons/card.svg?v=1#heart';

interface Props {
  productId: string;
  varianceKey: string;
  productName: string;
  /** The card's round icon; otherwise the product page's and quick view's labelled button. */
  compact?: boolean;
  /** Where its form comes back to when the browser sends no Referer (an unprefixed shop path). */
  returnTo?: string;
}

const TOAST = { duration: TOAST_MS, position: 'top-right' } as const;

/** spec §6: a guest is sent to sign in; the heart they pressed waits in session storage and is added on return. */
function signInFor(entry: { baseId: string; varianceKey: string }) {
  keepPendingItem(window.sessionStorage, entry);
  const href = signInHref(window.location);
  if (href) window.location.assign(href);
}

/**
 * The wish list heart of cards, the product page and the quick view: toggles this product variant in
 * the signed-in customer's list with the spec §8 toasts. Which hearts are filled is read in the browser.
 */
export function WishListButton({ productId, varianceKey, productName, compact = false, returnTo = '/' }: Props) {
  const tt = useTranslations('toast');
  const tp = useTranslations('product');
  const locale = useLocale();
  const client = useQueryClient();
  const data = useWishListKeys();
  const update = useUpdateWishList();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const listed = isListed(data?.items, productId, varianceKey);
  const entry = { baseId: productId, varianceKey };

  async function press() {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await change();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  async function change() {
    const session = await client.fetchQuery(shopperSessionQuery).catch(() => null);
    if (session?.state === 'unavailable' || session === null) {
      toast.error(tt(listed ? 'wishListRemoveFailed' : 'wishListAddFailed'), TOAST);
      return;
    }
    if (session.state !== 'customer') return signInFor(entry);
    const action = listed ? 'remove' : 'add';
    try {
      await update.mutateAsync({ ...entry, action });
      toast.success(tt(action === 'add' ? 'wishListAdded' : 'wishListRemoved'), TOAST);
    } catch (e) {
      // 401: the sign-in ended; the client is already on its way to sign in, the heart waits for the return.
      if (e instanceof BffError && e.status === 401) return keepPendingItem(window.sessionStorage, entry);
      const full = e instanceof BffError && e.status === 409;
      toast.error(tt(full ? 'wishListFull' : action === 'add' ? 'wishListAddFailed' : 'wishListRemoveFailed'), TOAST);
    }
  }

  const text = tp(listed ? 'removeFromWishList' : 'addToWishList');
  // Before the script runs the heart posts its form: a guest is sent to sign in, a customer's entry toggles.
  return (
    <form method="post" action={WISH_FORM_ACTION} className="contents">
      <input type="hidden" name="baseId" value={productId} />
      <input type="hidden" name="varianceKey" value={varianceKey} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="returnTo" value={localizedPath(locale as Locale, returnTo)} />
      <input type="hidden" name="name" value={productName} />
      <button
        type="submit"
        aria-label={`${text}: ${productName}`}
        aria-pressed={listed}
        aria-busy={pending || undefined}
        onClick={(event) => {
          event.preventDefault();
          void press();
        }}
        className={
          compact
            ? // A card's heart (.card-heart in app/globals.css: a page has twenty and more).
              'card-heart'
            : 'inline-flex min-h-11 items-center gap-2 rounded-md border border-neutral-400 px-4 text-sm font-medium text-ink hover:border-ink aria-pressed:text-accent'
        }
      >
        {/* The heart's outline is a symbol of public/icons/card.svg; filled when listed. */}
        <svg aria-hidden="true" className="h-5 w-5" fill={listed ? 'currentColor' : 'none'}>
          <use href={HEART} />
        </svg>
        {!compact && <span className="text-ink">{text}</span>}
      </button>
    </form>
  );
}
