import { z } from 'zod';
import * as api from '@/lib/api/cart';
import { CART_FIELDS, isCartField } from '@/lib/api/cart-schemas';
import { BFF_CODES, BffError } from '@/lib/bff/error';
import { enforceRateLimit } from '@/lib/bff/gate';
import { bffRoute } from '@/lib/bff/route';

/** POST /api/cart/set/{field}: sets one checkout value of the shopper's cart (the contract's CART_FIELDS) and answers the cart. */
export const POST = bffRoute(
  { shopper: 'start-guest', params: z.object({ field: z.string() }), body: z.unknown() },
  async ({ call, params, body, request, caller }) => {
    const { field } = params;
    if (!isCartField(field)) throw new BffError(404, BFF_CODES.notFound, 'Not found.');
    // Guessing codes is the abuse here: only the promo field counts attempts.
    if (field === 'promoCode') await enforceRateLimit('promo', request.headers, caller);
    return api.setCartField(call, field, CART_FIELDS[field].schema.parse(body));
  },
);
