import { z } from 'zod';
import { idParam } from '@/lib/api/schemas';
import { pendingAfterSignIn } from '@/lib/session/pending-after-sign-in';

export { PENDING_ITEM_MS } from '@/lib/session/pending-after-sign-in';

/** The session storage key of the cart item a guest chose on a registered-users-only site (spec §4). */
export const PENDING_ITEM_KEY = 'pendingCartItem';

const pendingItem = z.object({
  productId: idParam,
  varianceKey: z.string().max(400),
  quantity: z.number().int().min(1).max(999),
});
export type PendingItem = z.infer<typeof pendingItem>;

const slot = pendingAfterSignIn(PENDING_ITEM_KEY, pendingItem);

/** Keeps the item the guest chose (one at a time: the latest choice wins). */
export const savePendingItem = slot.keep;

/** The waiting item, taken out of storage so it is added once; null when none or older than 30000 ms. */
export const takePendingItem = slot.take;
