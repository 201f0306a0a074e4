'use server';

import { z } from 'zod';
import { setCartField } from '@/lib/api/cart';
import type { Cart } from '@/lib/api/cart-schemas';
import { isApiError } from '@/lib/api/errors';
import { shopperAction } from '@/lib/bff/action';
import { promoCodeInputMessage } from '@/lib/promo/messages';

/** What Apply did: the cart with the code applied, the API's refusal, or the spec §5 input rule's complaint. */
export interface PromoAnswer {
  cart: Cart | null;
  /** The code as sent, for the field to clear once it still holds it. */
  sent: string;
  refused: string | null;
  invalid: boolean;
}

const promoForm = z.object({ promoCode: z.string().max(200).catch('') });

const applyPromo = shopperAction(
  { input: promoForm, shopper: 'start-guest', rateLimit: 'promo' },
  async ({ data, call }): Promise<PromoAnswer> => {
    const sent = data.promoCode.trim();
    if (promoCodeInputMessage(sent)) return { cart: null, sent, refused: null, invalid: true };
    try {
      return { cart: await setCartField(call, 'promoCode', { promoCode: sent }), sent, refused: null, invalid: false };
    } catch (error) {
      // spec §5: the API's refusal (expired, used, not found) is the message; the cart keeps what it had.
      if (!isApiError(error) || error.status >= 500) throw error;
      return { cart: null, sent, refused: error.message, invalid: false };
    }
  },
);

/** spec §5 promo code: Apply, the same before and after hydration. */
export async function applyPromoCode(previous: unknown, form: FormData) {
  return applyPromo(previous, form);
}
