import { z } from 'zod';
import { wishListActions, wishListItem, type WishListItem } from '@/lib/api/profile-schemas';
import type { WishListAnswer } from './wish-list-schemas';

/**
 * The heart's form (and the wish-list page's Remove): the entry and what to do. Before the script runs the
 * page does not know the list, so the heart says `toggle`; once it does, `add` or `remove`.
 */
export const heartForm = wishListItem.extend({ action: z.enum(wishListActions).catch('toggle') });

/** What a press did, as its spec §8 toast says it. */
export type HeartOutcome = 'added' | 'removed' | 'full' | 'addFailed' | 'removeFailed';

/** The heart's Server Function's answer: the outcome, the entry, and the list's keys after a change (React Query's). */
export interface HeartAnswer {
  outcome: HeartOutcome;
  item: WishListItem;
  /** Every key of the list after the change (hearts, header count); null when nothing changed. */
  keys: WishListAnswer | null;
}
