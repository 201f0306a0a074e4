import 'server-only';
import type { NextRequest } from 'next/server';
import { AFFILIATE_COOKIE } from '@/lib/api/affiliate-schemas';
import type { PurchaseResponse } from '@/lib/api/cart-schemas';
import { purchase, validateCart } from '@/lib/api/cart';
import type { CallContext } from '@/lib/api/client';
import { BffError } from '@/lib/bff/error';
import { config } from '@/lib/config';
import { PAYMENT_PAGE_REFUSED, paymentRedirectAllowed } from '@/lib/http/payment-redirect';
import { shopperOrigin } from '@/lib/http/same-origin';

export const CART_NOT_READY = 'CART_NOT_READY';

/**
 * spec §4 purchase flow: validate the cart; only when it may be placed, purchase. Cash answers the
 * placed order (and the guest starts a new session, so the next cart is a new one); card answers the
 * hosted payment page to send the shopper to.
 */
export async function placeOrder(request: NextRequest, call: CallContext, startNewGuestSession: () => void): Promise<PurchaseResponse> {
  const check = await validateCart(call);
  if (!check.allowedToPlaceOrder) {
    throw new BffError(409, CART_NOT_READY, 'Please fill the mandatory fields', { missing: check.missing, warnings: check.warnings });
  }
  // A card payment brings the shopper back to the address they shop on, where their session is.
  // spec §4: the affiliate session the shopper arrived with goes with the purchase (the API checks it).
  const affiliate = request.cookies.get(AFFILIATE_COOKIE)?.value ?? null;
  const answer = await purchase(call, shopperOrigin(request.headers, request.nextUrl.protocol), affiliate);
  if (answer.kind === 'ORDER_PLACED') startNewGuestSession();
  else if (
    !paymentRedirectAllowed(answer.redirectUrl, { customerApiUrl: config().CUSTOMER_API_URL, configured: config().PAYMENT_PAGE_ORIGINS })
  ) {
    console.error(
      `refused the payment page of payment ${answer.paymentId}: its redirectUrl is neither https nor on a configured payment page origin`,
    );
    throw new BffError(502, PAYMENT_PAGE_REFUSED, 'The payment page could not be opened securely, so nothing was charged.');
  }
  return answer;
}
