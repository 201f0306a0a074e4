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

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/** Fastify's pino logger: one JSON line per event, the request id as `reqId`, secrets redacted, no bodies. */
export function loggerOptions(options: LogOptions): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    serializers: {
      // Method and path only: headers carry credentials and bodies carry shoppers' data.
      req: (req: LoggedRequest) => ({ method: req.method, url: req.url, remoteAddress: req.ip }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
