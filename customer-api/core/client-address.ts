import type { IncomingHttpHeaders } from 'node:http';

export interface AddressedRequest {
  headers: IncomingHttpHeaders;
  socket: { remoteAddress?: string };
}

/**
 * The caller's address, for rate limits (TRUSTED_PROXY_HOPS): with 0 trusted proxies the socket's peer,
 * whatever X-Forwarded-For says (anyone can send one); behind N proxies that each append the address
 * they saw, the Nth entry from the end of X-Forwarded-For (the one the outermost trusted proxy wrote).
 */
export function clientAddress(request: AddressedRequest, hops: number): string {
  const socket = request.socket.remoteAddress ?? 'unknown';
  if (hops <= 0) return socket;
  const raw = request.headers['x-forwarded-for'];
  const entries = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)] ?? socket;
}
