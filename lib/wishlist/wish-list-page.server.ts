import 'server-only';
import type { CallContext } from '@/lib/api/client';
import { getProductById } from '@/lib/api/catalogue';
import { isApiError } from '@/lib/api/errors';
import { getProfile } from '@/lib/api/profile';
import type { Profile, WishListItem } from '@/lib/api/profile-schemas';
import type { Product } from '@/lib/api/schemas';
import { entryState, type WishListPaging } from './wish-list';
import type { WishListAnswer, WishListEntry } from './wish-list-schemas';

/** A catalogue read that answers null for a product or variant that is gone (or disabled). */
async function orNull(read: Promise<Product>): Promise<Product | null> {
  try {
    return await read;
  } catch (e) {
    if (isApiError(e, 'not-found')) return null;
    throw e;
  }
}

/** The product as the page shows it: without the long texts the list never reads. */
const lean = (p: Product): Product => ({ ...p, description: {}, seoConfiguration: null });

/** One entry with its product at the shopper's location; a gone variant shows its product's default one. */
async function entryOf(item: WishListItem, inventoryId: string | null): Promise<WishListEntry> {
  const variant = await orNull(getProductById(item.baseId, item.varianceKey || undefined, { inventoryId }));
  const shown = variant ?? (item.varianceKey ? await orNull(getProductById(item.baseId, undefined, { inventoryId })) : null);
  return { ...item, state: entryState(variant, shown !== null), product: shown ? lean(shown) : null };
}

/** Every key of the list, with no product read. */
export function wishListKeys(profile: Pick<Profile, 'wishList'>): WishListAnswer {
  return { items: profile.wishList, total: profile.wishList.length, first: 0, after: 0, entries: [] };
}

/**
 * The customer's wish list: every key, and one page of entries with the catalogue's (cached) product
 * data at their location. Entries stay listed whatever the catalogue says now (spec: not dropped silently).
 */
export async function loadWishList(call: CallContext, paging: WishListPaging): Promise<WishListAnswer> {
  const keys = wishListKeys(await getProfile(call));
  if (paging.first === 0) return keys;
  const slice = keys.items.slice(paging.after, paging.after + paging.first);
  const entries = await Promise.all(slice.map((item) => entryOf(item, call.inventoryId ?? null)));
  return { ...keys, first: paging.first, after: paging.after, entries };
}
