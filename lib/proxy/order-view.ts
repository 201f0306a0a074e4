import { NextResponse, type NextRequest } from 'next/server';
import { checkRateLimit, ORDER_LOOKUP_LIMITED_HEADER } from '@/lib/http/rate-limits.server';
import { guestCookieNames, isGuestSession, isHttpsRequest } from '@/lib/session/guest-cookie';

const ORDER_VIEW_ROUTE = /^\/order\/view\/[^/]+\/?$/;

export const isOrderView = (path: string) => ORDER_VIEW_ROUTE.test(path);

/**
 * An order page is an order look-up, counted against the same limit as `/api/order/{id}` (per guest
 * session and per address). Beyond it the page says so with 429 and `Retry-After`, and reads no order.
 */
export async function orderViewRewrite(request: NextRequest, target: URL, headers: Headers) {
  const stored = request.cookies.get(guestCookieNames(isHttpsRequest(request.headers, request.nextUrl)).session)?.value;
  const decision = await checkRateLimit('orderLookup', request.headers, isGuestSession(stored) ? `g:${stored}` : null);
  if (decision.ok) {
    headers.delete(ORDER_LOOKUP_LIMITED_HEADER);
    return NextResponse.rewrite(target, { request: { headers } });
  }
  headers.set(ORDER_LOOKUP_LIMITED_HEADER, '1');
  return NextResponse.rewrite(target, {
    status: 429,
    headers: { 'Retry-After': String(decision.retryAfterSeconds) },
    request: { headers },
  });
}
