import { z } from 'zod';
import { wishListItem } from '@/lib/api/profile-schemas';
import { product } from '@/lib/api/schemas';
import { entryStates, WISH_LIST_PAGE_SIZE, type WishListPaging } from './wish-list';

/** One entry of a page: its key, its state and the product as shown (the default variant when the chosen one is gone). */
export const wishListEntry = wishListItem.extend({ state: z.enum(entryStates), product: product.nullable() });
export type WishListEntry = z.infer<typeof wishListEntry>;

/** The BFF's answer: every key (hearts, header count) and, when asked, one page of entries with product data. */
export const wishListAnswer = z.object({
  items: z.array(wishListItem),
  total: z.number().int().min(0),
  first: z.number().int().min(0),
  after: z.number().int().min(0),
  entries: z.array(wishListEntry),
});
export type WishListAnswer = z.infer<typeof wishListAnswer>;

/** `first` 0 asks for the keys only (hearts and the header count): no product is read. */
export const wishListQuery = z.object({
  first: z.coerce.number().int().min(0).max(50).catch(0),
  after: z.coerce.number().int().min(0).catch(0),
});

/** The paging of the account page's URL; a missing or malformed value falls back to the first page. */
export function wishListPagingOf(query: Record<string, string | string[] | undefined>): WishListPaging {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const paging = wishListQuery.parse({ first: one(query.first) ?? WISH_LIST_PAGE_SIZE, after: one(query.after) ?? 0 });
  return { first: paging.first === 0 ? WISH_LIST_PAGE_SIZE : paging.first, after: paging.after };
}
