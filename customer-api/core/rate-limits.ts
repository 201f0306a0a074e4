import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../lib/api/schemas';
import { HttpError } from './errors';

/** `limit` hits per `windowSeconds` for each subject (a caller, an address, a sign-in in progress). */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** Counters kept in the process before the least recently used go: made-up keys cannot fill memory. */
const MAX_KEYS = 50_000;

/**
 * The API's own limits with @fastify/rate-limit: none by default; a route opts in with
 * `config.rateLimit` (`limitPer`) or counts with `app.createRateLimit` where it decides in its handler.
 * Fixed windows in the process; an answer over a limit carries `Retry-After` and no other header.
 */
export function acceptRateLimits(app: FastifyInstance): void {
  void app.register(fastifyRateLimit, {
    global: false,
    cache: MAX_KEYS,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
  });
}

/**
 * A route's limit per subject (`subjectOf`; null: this request is not counted), checked after the
 * shopper scope has named the caller; over it the contract's 429 with `description`.
 */
export function limitPer(rule: RateRule, description: string, subjectOf: (request: FastifyRequest) => string | null): RateLimitOptions {
  return {
    max: rule.limit,
    timeWindow: rule.windowSeconds * 1000,
    hook: 'preHandler',
    keyGenerator: (request) => subjectOf(request) ?? '',
    allowList: (request) => subjectOf(request) === null,
    errorResponseBuilder: () => new HttpError(429, ERROR_CODES.badRequest, description),
  };
}
