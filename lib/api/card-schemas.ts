import { z } from 'zod';
import { idParam } from './schemas';

/**
 * Contract of the saved-card calls (spec §7 `card/list`, `card/delete/{cardId}`): what a payment
 * gateway hands back after a card payment, never the card number or its security code.
 */

export const savedCard = z.object({
  id: z.string(),
  /** Visa, Mastercard, American Express, … as the gateway names it. */
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2099),
  holderName: z.string(),
  /** The expiry month has passed (server clock): the card cannot pay any more. */
  expired: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCard>;

/** The caller's saved cards, newest first. */
export const savedCards = z.array(savedCard);

export const cardIdParams = z.object({ cardId: idParam });
