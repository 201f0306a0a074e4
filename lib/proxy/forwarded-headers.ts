/**
 * Request headers only the proxy may write: Next takes a page's script nonce from either policy header
 * (docs/security.md), so a client's copy must never reach a render.
 */
const PROXY_ONLY = ['content-security-policy', 'content-security-policy-report-only', 'x-nonce'];

/** The request's headers as the page render gets them, without a client's copy of a header only the proxy writes. */
export function forwardedHeaders(request: Request): Headers {
  const headers = new Headers(request.headers);
  for (const name of PROXY_ONLY) headers.delete(name);
  return headers;
}
