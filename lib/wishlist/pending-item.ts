import { wishListItem } from '@/lib/api/profile-schemas';
import { pendingAfterSignIn } from '@/lib/session/pending-after-sign-in';

export { PENDING_ITEM_MS } from '@/lib/session/pending-after-sign-in';

const slot = pendingAfterSignIn('pendingWishListItem', wishListItem);

/** Keeps the heart a guest pressed while they sign in (session storage survives the round trip). */
export const keepPendingItem = slot.keep;

/** The kept heart if younger than 30000 ms, taken out of storage either way. */
export const takePendingItem = slot.take;
