/**
 * Whether a state-changing request comes from this site's own pages: its Origin (when the browser
 * sends one) names the host the request was addressed to, as the proxy or load balancer forwarded it.
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (!origin) return true;
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The origin the shopper's browser addressed, for a request `isSameOrigin` accepted: its Origin header,
 * else the forwarded or direct Host with the forwarded or given protocol.
 */
export function shopperOrigin(headers: Headers, protocol: string): string | null {
  const origin = headers.get('origin');
  if (origin && URL.canParse(origin)) return new URL(origin).origin;
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  if (!host) return null;
  const scheme = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || protocol.replace(/:$/, '');
  const url = `${scheme}://${host}`;
  return URL.canParse(url) ? new URL(url).origin : null;
}

/** The origin the browser addressed (as the proxy or load balancer forwarded it). */
export function requestOrigin(headers: Pick<Headers, 'get'>, https: boolean): string {
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host') || 'localhost';
  return `${https ? 'https' : 'http'}://${host}`;
}
