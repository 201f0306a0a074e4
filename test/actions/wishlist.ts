import type { WishListItem } from '@/lib/api/profile-schemas';
import type { ActionAnswer } from '@/lib/bff/action';
import type { HeartAnswer } from '@/lib/wishlist/heart-form';
import type { WishListAnswer } from '@/lib/wishlist/wish-list-schemas';

/**
 * The wish list's Server Functions in jsdom (the real ones, app/_actions/wishlist.ts, are proven on the
 * server against the reference API in app/_actions/actions.test.ts). They keep one customer's list in
 * memory, record each form sent and answer as the server would; a test may answer otherwise with
 * `mockResolvedValueOnce`.
 */
export const heldList: { items: WishListItem[] } = { items: [] };

export const keysOf = (items: WishListItem[]): WishListAnswer => ({ items, total: items.length, first: 0, after: 0, entries: [] });

const same = (a: WishListItem, b: WishListItem) => a.baseId === b.baseId && a.varianceKey === b.varianceKey;

export const changeWishList = jest.fn(async (_previous: unknown, form: FormData): Promise<ActionAnswer<HeartAnswer>> => {
  const item = { baseId: String(form.get('baseId')), varianceKey: String(form.get('varianceKey') ?? '') };
  const action = form.get('action');
  const listed = heldList.items.some((i) => same(i, item));
  const add = action === 'add' || (action !== 'remove' && !listed);
  heldList.items = add ? [...heldList.items.filter((i) => !same(i, item)), item] : heldList.items.filter((i) => !same(i, item));
  return { ok: true, value: { outcome: add ? 'added' : 'removed', item, keys: keysOf(heldList.items) } };
});

/** By default nothing waits from before sign-in. */
export const addWishAfterSignIn = jest.fn(async (): Promise<ActionAnswer<HeartAnswer | null>> => ({ ok: true, value: null }));

/** The text fields of every press of a heart or Remove so far, as the server reads them. */
export function sentHeartForms(): Array<Record<string, string>> {
  return changeWishList.mock.calls.map(([, form]) =>
    Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  );
}
