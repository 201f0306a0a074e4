'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Cart } from '@/lib/api/cart-schemas';
import { isNativePost, shopperAction, shopperBackPath } from '@/lib/bff/action';
import { locationAfter, preferenceChange, preferenceCookies, refuseUnoffered } from '@/lib/shopper/preferences';
import { emptyCartForLocation } from '@/lib/shopper/shopper-cart';

/** What a choice left, for React Query's cache. */
export interface PreferencesAnswer {
  /**
   * The cart a new location left (emptied, spec §4; null: the shopper has none). Absent when the location stayed or
   * the cart could not be emptied: the page reads it again.
   */
  cart?: Cart | null;
}

const choose = shopperAction(
  { input: preferenceChange, shopper: 'none', openOnPrivateStore: true },
  async ({ data, caller, headers }): Promise<PreferencesAnswer> => {
    await refuseUnoffered(data);
    const location = locationAfter(data, caller.inventoryId);
    const cart = location === undefined ? undefined : await emptyCartForLocation(caller, location);
    const store = await cookies();
    for (const cookie of preferenceCookies(data, caller.https)) store.set(cookie.name, cookie.value, cookie.options);
    // This post's page was resolved from the old cookies: one posted without its script goes back to its address,
    // which the proxy serves in the new context (docs/bff.md "Server Functions").
    if (isNativePost(headers)) redirect(shopperBackPath(headers));
    return cart === undefined ? {} : { cart };
  },
);

/** spec §4 currency and shop location: the header's currency menu, the store selection's Select, the change modal's Proceed. */
export async function changePreferences(previous: unknown, form: FormData) {
  return choose(previous, form);
}
