import type { WishListItem } from '@/lib/api/profile-schemas';
import { pendingAfterSignIn, storedId, storedText } from '@/lib/session/pending-after-sign-in';

export { PENDING_ITEM_MS } from '@/lib/session/pending-after-sign-in';

const slot = pendingAfterSignIn<WishListItem>('pendingWishListItem', (stored) => {
  const baseId = storedId(stored.baseId);
  const varianceKey = storedText(stored.varianceKey, 200);
  return baseId === null || varianceKey === null ? null : { baseId, varianceKey };
});

/** Keeps the heart a guest pressed while they sign in (session storage survives the round trip). */
export const keepPendingItem = slot.keep;

/** The kept heart if younger than 30000 ms, taken out of storage either way. */
export const takePendingItem = slot.take;
