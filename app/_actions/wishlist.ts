'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { isApiError } from '@/lib/api/errors';
import { updateWishList } from '@/lib/api/profile';
import type { WishListItem } from '@/lib/api/profile-schemas';
import { shopperAction, shopperBackPath, shopperLocale } from '@/lib/bff/action';
import { localizedPath, paths } from '@/lib/routes/paths';
import { keepHeart, takeHeart } from '@/lib/wishlist/heart-after-sign-in.server';
import { heartForm, type HeartAnswer } from '@/lib/wishlist/heart-form';
import { isListed } from '@/lib/wishlist/wish-list';
import { wishListKeys } from '@/lib/wishlist/wish-list-page.server';

/** A refusal the shopper reads as the press's own failure toast; a 5xx or an outage stays the form's failure. */
function failed(e: unknown, item: WishListItem, action: 'add' | 'remove' | 'toggle'): HeartAnswer {
  if (!isApiError(e) || e.status >= 500) throw e;
  if (isApiError(e, 'conflict')) return { outcome: 'full', item, keys: null };
  return { outcome: action === 'remove' ? 'removeFailed' : 'addFailed', item, keys: null };
}

const pressHeart = shopperAction(
  { input: heartForm, shopper: 'existing' },
  async ({ data, caller, call, headers }): Promise<HeartAnswer> => {
    const item = { baseId: data.baseId, varianceKey: data.varianceKey };
    // spec §6: a guest (or a customer whose sign-in ended) signs in first; the heart waits for the return.
    const signIn = async (expired: boolean): Promise<never> => {
      if (data.action !== 'remove') keepHeart(await cookies(), caller.https, item);
      redirect(localizedPath(await shopperLocale(), paths.login(shopperBackPath(headers), { expired })));
    };
    if (caller.kind !== 'customer') return signIn(false);
    try {
      const profile = await updateWishList(call, { ...item, action: data.action });
      const listed = isListed(profile.wishList, item.baseId, item.varianceKey);
      return { outcome: listed ? 'added' : 'removed', item, keys: wishListKeys(profile) };
    } catch (e) {
      if (isApiError(e, 'unauthorized')) return signIn(true);
      return failed(e, item, data.action);
    }
  },
);

/** The wish list heart of cards, the product page and the quick view, and the wish-list page's Remove. */
export async function changeWishList(previous: unknown, form: FormData) {
  return pressHeart(previous, form);
}

const addKeptHeart = shopperAction({ input: z.object({}), shopper: 'customer' }, async ({ caller, call }): Promise<HeartAnswer | null> => {
  const item = takeHeart(await cookies(), caller.https);
  if (!item) return null;
  try {
    return { outcome: 'added', item, keys: wishListKeys(await updateWishList(call, { ...item, action: 'add' })) };
  } catch (e) {
    return failed(e, item, 'add');
  }
});

/** Back from sign-in: adds the heart the shopper pressed as a guest (kept by `changeWishList`), once; null when none waits. */
export async function addWishAfterSignIn(previous: unknown, form: FormData) {
  return addKeptHeart(previous, form);
}
