import { NextResponse } from 'next/server';
import { REQUEST_ID_HEADER, requestIdFor } from '@/lib/http/request-id';
import { newNonce } from '@/lib/http/content-security-policy';
import { isPrivatePath } from '@/lib/routes/paths';
import { forwardedHeaders } from './forwarded-headers';
import { isOrderView, orderViewRewrite } from './order-view';
import { pagePolicy } from './page-policy';
import type { ShopVisit } from './visit';

/**
 * Rewrites to the page with its Content-Security-Policy. A shopper's own pages render per request, so
 * their scripts can carry a nonce (docs/security.md); an order page is also an order look-up.
 */
export async function rewritePage({ request, path, schema }: ShopVisit, target: URL): Promise<NextResponse> {
  const nonce = isPrivatePath(path) ? newNonce() : undefined;
  const policy = pagePolicy(schema, nonce);
  const forwarded = forwardedHeaders(request);
  // The render's customer API calls carry this id (nginx's when it is trusted; docs/deploy.md).
  forwarded.set(REQUEST_ID_HEADER, requestIdFor(request.headers));
  if (nonce) {
    // Next reads the nonce from the request's policy and puts it on its scripts; `x-nonce` for the page's own.
    forwarded.set('Content-Security-Policy', policy);
    forwarded.set('x-nonce', nonce);
  }
  const res = isOrderView(path)
    ? await orderViewRewrite(request, target, forwarded)
    : NextResponse.rewrite(target, { request: { headers: forwarded } });
  res.headers.set('Content-Security-Policy', policy);
  return res;
}
