import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { GUEST_HEADER } from '../../lib/api/http';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogOptions {
  level: LogLevel;
  /** Where log lines go (JSON, one per line); stdout when absent. */
  stream?: { write(line: string): void };
}

/** Request id header: honoured when a caller (the storefront, a proxy) sends a sane one, echoed on every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** Server-Timing on every answer: `app;dur=<ms>`, the server's own time from the request's arrival to its answer. */
export const SERVER_TIMING_HEADER = 'server-timing';
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function requestIdOf(req: IncomingMessage): string {
  const raw = req.headers[REQUEST_ID_HEADER];
  const sent = Array.isArray(raw) ? raw[0] : raw;
  return sent !== undefined && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Fields that never reach a log line, wherever someone logs them: credentials (bearer token, guest
 * session, cookies), card data, and request bodies.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  `req.headers["${GUEST_HEADER}"]`,
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  `headers["${GUEST_HEADER}"]`,
  'authorization',
  'cookie',
  'body',
  '*.body',
  'cardNumber',
  '*.cardNumber',
  'cvc',
  '*.cvc',
] as const;

/**
 * Query parameters that carry a credential in a URL: the payment page link's `t`, the mailed links'
 * `token`, the provider's `id_token_hint`, and OAuth's own. Their values never reach a log line.
 */
const SECRET_QUERY_PARAMS = new Set([
  't',
  'token',
  'id_token_hint',
  'access_token',
  'refresh_token',
  'code',
  'client_secret',
  'code_verifier',
]);

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL as logged: path and query as sent, the values of credential parameters replaced. */
export function redactedUrl(url: string | undefined): string | undefined {
  if (typeof url !== 'string') return url;
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_QUERY_PARAMS.has(decodedKey(key)) ? `${key}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url?: string;
  ip?: string;
}

/** Fastify's pino logger: one JSON line per event, the request id as `reqId`, secrets redacted, no bodies. */
export function loggerOptions(options: LogOptions): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    serializers: {
      // Method and URL only (credentials in its query redacted): headers carry credentials and bodies carry shoppers' data.
      req: (req: LoggedRequest) => ({ method: req.method, url: redactedUrl(req.url), remoteAddress: req.ip }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
