'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { changeWishList } from '@/app/_actions/wishlist';
import { ActionFailure } from '@/components/ui/action-failure';
import { toast } from '@/components/ui/toast';
import { queryKeys } from '@/lib/queries/keys';
import { useWishListKeys } from '@/lib/queries/use-wish-list';
import { isListed } from '@/lib/wishlist/wish-list';
import type { WishListAnswer } from '@/lib/wishlist/wish-list-schemas';
import { HEART_TOAST, useHeartAnswer } from './use-heart-answer';

/** The heart of public/icons/card.svg (a new version of the file gets a new query). */
const HEART = '/icons/card.svg?v=1#heart';

interface Props {
  productId: string;
  varianceKey: string;
  productName: string;
  /** The card's round icon; otherwise the product page's and quick view's labelled button. */
  compact?: boolean;
}

/**
 * The wish list heart of cards, the product page and the quick view (style guide 13): one Server Function
 * in `<form action>`, posted by the browser before the page's script ran and called by React after. A
 * customer's entry is added or removed and the answered keys fill the hearts; a guest is sent to sign in
 * and the entry is added on the return (spec §6). Which hearts are filled is read in the browser.
 */
export function WishListButton(props: Props) {
  const t = useTranslations('toast');
  const client = useQueryClient();
  return (
    <ActionFailure
      onFailure={() => {
        const keys = client.getQueryData<WishListAnswer>(queryKeys.wishListKeys);
        const listed = isListed(keys?.items, props.productId, props.varianceKey);
        void client.invalidateQueries({ queryKey: queryKeys.wishList });
        toast.error(t(listed ? 'wishListRemoveFailed' : 'wishListAddFailed'), HEART_TOAST);
      }}
    >
      <Heart {...props} />
    </ActionFailure>
  );
}

function Heart({ productId, varianceKey, productName, compact = false }: Props) {
  const tp = useTranslations('product');
  const keys = useWishListKeys();
  const listed = isListed(keys?.items, productId, varianceKey);
  const [answer, action, pending] = useActionState(changeWishList, null);
  useHeartAnswer(answer, listed);
  const text = tp(listed ? 'removeFromWishList' : 'addToWishList');
  return (
    <form
      action={action}
      className="contents"
      onSubmit={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      <input type="hidden" name="baseId" value={productId} />
      <input type="hidden" name="varianceKey" value={varianceKey} />
      {/* Until the list is read (before the script runs, or for a guest) the server toggles the entry. */}
      <input type="hidden" name="action" value={keys ? (listed ? 'remove' : 'add') : 'toggle'} />
      <button
        type="submit"
        aria-label={`${text}: ${productName}`}
        aria-pressed={listed}
        aria-busy={pending || undefined}
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
