import 'server-only';
import type { z } from 'zod';
import { apiBase, authSettings, config, type Config } from '@/lib/config';
import { ApiError, errorFromResponse } from './errors';
import { REQUEST_ID_HEADER } from '@/lib/http/request-id';
import { currentRequestId } from '@/lib/http/request-scope';
import { apiCallLine } from '@/lib/logging/server-log';
import { GUEST_HEADER, INVENTORY_HEADER } from './http';
import { hasDotSegment } from './id-rule';
import { ERROR_CODES } from './schemas';

/** Who is asking: the inventory location, and for shopper data the bearer token or guest session. */
export interface CallContext {
  inventoryId?: string | null;
  token?: string | null;
  guestSession?: string | null;
  /** The signed-in customer's id, for the calls whose body names it (spec §7 orders: userId). */
  customerId?: string | null;
}

export type CachePolicy = { tags: string[]; revalidate?: number } | 'no-store';

export interface CallOptions<S extends z.ZodType> {
  path: string;
  schema: S;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Bytes sent as they are, with their own type and extra headers (an upload), instead of a JSON body. */
  raw?: { data: Uint8Array; contentType: string; headers?: Record<string, string> };
  ctx?: CallContext;
  cache: CachePolicy;
  /** Base other than the customer API, e.g. the i18n endpoint. */
  base?: string;
  /** The shopper's language, for answers that carry texts in it (Accept-Language). */
  language?: string;
}

/**
 * A call for nobody in particular (catalogue reads for cached pages) names the storefront's server
 * with its client credentials, so a private store's API lets it render pages for signed-in visitors.
 */
function serverClientAuthorization(c: Config): string | null {
  try {
    const { clientId, clientSecret } = authSettings(c);
    return `Basic ${btoa(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`)}`;
  } catch {
    return null;
  }
}

/** The one fetch wrapper of the customer API: prefix, headers, timeout, error mapping, zod parsing. */
export async function apiCall<S extends z.ZodType>(opts: CallOptions<S>): Promise<z.infer<S>> {
  const cfg = config();
  if (hasDotSegment(opts.path)) throw new ApiError('not-found', 404, ERROR_CODES.notFound, 'Not found');
  const url = new URL(`${opts.base ?? apiBase(cfg)}${opts.path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.raw) Object.assign(headers, opts.raw.headers, { 'content-type': opts.raw.contentType });
  if (opts.ctx?.inventoryId) headers[INVENTORY_HEADER] = opts.ctx.inventoryId;
  if (opts.ctx?.token) headers.authorization = `Bearer ${opts.ctx.token}`;
  if (opts.ctx?.guestSession) headers[GUEST_HEADER] = opts.ctx.guestSession;
  const server = !opts.ctx?.token && !opts.ctx?.guestSession && opts.base === undefined ? serverClientAuthorization(cfg) : null;
  if (server) headers.authorization = server;
  if (opts.language) headers['accept-language'] = opts.language;
  // Only on calls Next does not keep: the id would be part of a kept call's cache key.
  const requestId = await currentRequestId({ readHeaders: opts.cache === 'no-store' });
  if (requestId && opts.cache === 'no-store') headers[REQUEST_ID_HEADER] = requestId;

  const init: RequestInit & { next?: { revalidate?: number; tags?: string[] } } = {
    method: opts.method ?? (opts.body === undefined && !opts.raw ? 'GET' : 'POST'),
    headers,
    body: opts.raw ? new Uint8Array(opts.raw.data) : opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(cfg.API_TIMEOUT_MS),
  };
  if (opts.cache === 'no-store') {
    init.cache = 'no-store';
  } else {
    init.next = { tags: opts.cache.tags, revalidate: opts.cache.revalidate ?? cfg.CATALOGUE_REVALIDATE_SECONDS };
  }

  const started = performance.now();
  const outcome = (status: number | null, failure?: 'unavailable' | 'server' | 'shape') =>
    apiCallLine(
      { requestId, method: init.method ?? 'GET', path: url.pathname, status, durationMs: performance.now() - started, failure },
      cfg.API_SLOW_MS,
    );
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, init);
    text = await res.text();
  } catch (cause) {
    outcome(null, 'unavailable');
    throw new ApiError('unavailable', 503, 'E5030', 'We are sorry, Site is temporarily offline', { cause });
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    outcome(res.status, res.status >= 500 ? 'server' : undefined);
    throw errorFromResponse(res.status, json as Record<string, never> | undefined);
  }
  const parsed = opts.schema.safeParse(json);
  outcome(res.status, parsed.success ? undefined : 'shape');
  if (!parsed.success) {
    console.error(`customer API answered ${url.pathname} with an unexpected shape`, parsed.error.issues.slice(0, 5));
    throw new ApiError('server', 502, 'E5020', 'An error occurred');
  }
  return parsed.data;
}
