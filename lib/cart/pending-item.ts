import { pendingAfterSignIn, storedId, storedText } from '@/lib/session/pending-after-sign-in';

export { PENDING_ITEM_MS } from '@/lib/session/pending-after-sign-in';

/** The session storage key of the cart item a guest chose on a registered-users-only site (spec §4). */
export const PENDING_ITEM_KEY = 'pendingCartItem';

export interface PendingItem {
  productId: string;
  varianceKey: string;
  quantity: number;
}

const slot = pendingAfterSignIn<PendingItem>(PENDING_ITEM_KEY, (stored) => {
  const productId = storedId(stored.productId);
  const varianceKey = storedText(stored.varianceKey, 400);
  const { quantity } = stored;
  if (productId === null || varianceKey === null) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 999) return null;
  return { productId, varianceKey, quantity };
});

/** Keeps the item the guest chose (one at a time: the latest choice wins). */
export const savePendingItem = slot.keep;

/** The waiting item, taken out of storage so it is added once; null when none or older than 30000 ms. */
export const takePendingItem = slot.take;
