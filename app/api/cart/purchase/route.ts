import type { NextRequest } from 'next/server';
import { purchase, validateCart } from '@/lib/api/cart';
import { shopperOrigin } from '@/lib/http/same-origin';
import { failure, mutate } from '../_lib/bff';

/**
 * spec §4 purchase flow: validate the cart; only when it may be placed, purchase. Cash answers the
 * placed order; card answers the hosted payment page to send the shopper to.
 */
export function POST(request: NextRequest) {
  return mutate(request, async (ctx) => {
    const check = await validateCart(ctx);
    if (!check.allowedToPlaceOrder) {
      return failure(409, 'CART_NOT_READY', 'Please fill the mandatory fields', { missing: check.missing, warnings: check.warnings });
    }
    // A card payment brings the shopper back to the address they shop on, where their session is.
    return purchase(ctx, shopperOrigin(request.headers, request.nextUrl.protocol));
  });
}
