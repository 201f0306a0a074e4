import { config } from '@/lib/config';

/** The request id header: set by nginx (deploy/nginx.conf), else by the proxy; sent on to the customer API. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What the customer API accepts as an id (customer-api/core/logging.ts): anything else is replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function isSaneRequestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value);
}

/**
 * The id a trusted proxy in front gave this request: only with TRUSTED_PROXY_HOPS > 0 (the proxy in front
 * sets the header, as nginx does with `$request_id`) and only a sane one. Without a trusted proxy a
 * client could write any id it liked into the logs.
 */
export function trustedRequestId(headers: Headers, hops = config().TRUSTED_PROXY_HOPS): string | null {
  if (hops === 0) return null;
  const sent = headers.get(REQUEST_ID_HEADER);
  return isSaneRequestId(sent) ? sent : null;
}

/** This request's id: the trusted proxy's, else a new one. */
export function requestIdFor(headers: Headers, hops?: number): string {
  return trustedRequestId(headers, hops) ?? crypto.randomUUID().replace(/-/g, '');
}
