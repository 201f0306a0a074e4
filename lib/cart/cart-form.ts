import { z } from 'zod';
import { idParam } from '@/lib/api/schemas';
import { quantityFromInput } from '@/lib/product/quantity';
import type { Cart } from '@/lib/api/cart-schemas';

/**
 * Add to Cart / Update Cart / Buy Now, read from the form's fields: those of `addToCartRequest`; a typed
 * quantity follows the spec §5 input rule (not a number: 1).
 */
export const cartLineForm = z.object({
  productId: idParam,
  varianceKey: z.string().max(200).default(''),
  quantity: z
    .string()
    .max(10)
    .default('1')
    .transform((raw) => quantityFromInput(raw, null))
    .pipe(z.number().int().min(1).max(999)),
  /** What the pressed button said: 'update' sets the line's quantity, 'add' adds to it. */
  mode: z.enum(['add', 'update']).default('add'),
  /** Which button: Buy Now goes on to checkout. */
  intent: z.enum(['add', 'buy']).default('add'),
  /** Set when a variance still had to be chosen (spec §5): nothing is added. */
  missingChoice: z.literal('1').optional(),
  /** Set when the page showed the variant as not addable (spec §5 stock, availability, price): nothing is added. */
  soldOut: z.literal('1').optional(),
});

/** What the cart form's Server Function did: the cart it left (null when nothing was sent), for React Query's cache. */
export interface CartLineAnswer {
  outcome: 'added' | 'updated' | 'chooseVariant' | 'outOfStock';
  line: { productId: string; varianceKey: string; quantity: number };
  cart: Cart | null;
}
