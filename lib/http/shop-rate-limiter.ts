import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createClient } from 'redis';

/** `limit` attempts per `windowSeconds` for each subject (a session, an address). */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Makes the fixed-window limiter of one rule, its keys `{keyPrefix}:{subject}`. */
export type LimiterFactory = (keyPrefix: string, rule: RateRule) => RateLimiterAbstract | RLWrapperTimeouts;

/** Counters of this process only: each key goes when its window ends. */
export const inMemory = (): LimiterFactory => (keyPrefix, rule) =>
  new RateLimiterMemory({ keyPrefix, points: rule.limit, duration: rule.windowSeconds });

/**
 * Counters in Redis, so every storefront process counts the same attempts. While Redis is down or gives
 * no answer within `timeoutMs` this process's counters stand in (one warning per outage, not per request).
 */
export function inRedis(url: string, timeoutMs: number): { factory: LimiterFactory; close: () => void; ready: Promise<void> } {
  let warned = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
  });
  client.on('error', (error: unknown) => {
    if (warned) return;
    warned = true;
    console.warn(
      `[rate-limit] Redis is unavailable (${error instanceof Error ? error.message : String(error)}); counting in this process until it answers again.`,
    );
  });
  client.on('ready', () => {
    warned = false;
  });
  const ready = client.connect().then(
    () => undefined,
    () => undefined,
  );
  const factory: LimiterFactory = (keyPrefix, rule) => {
    const local = new RateLimiterMemory({ keyPrefix, points: rule.limit, duration: rule.windowSeconds });
    const shared = new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix,
      points: rule.limit,
      duration: rule.windowSeconds,
      insuranceLimiter: local,
    });
    return new RLWrapperTimeouts({ limiter: shared, timeoutMs });
  };
  return { factory, ready, close: () => client.destroy() };
}

/** The storefront's one limiter: named rules counted per subject, and messages let through once. */
export class ShopRateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract | RLWrapperTimeouts>();

  /** `ready`: the shared store's connection (inRedis), which the first attempts wait for rather than count alone. */
  constructor(
    private readonly make: LimiterFactory,
    private readonly prefix = '',
    private readonly ready: Promise<void> = Promise.resolve(),
  ) {}

  /**
   * Counts one attempt against each subject's rule; refused when any subject is over its limit, with
   * the seconds until that window ends (the `Retry-After` of a 429).
   */
  async consume(name: string, checks: readonly { subject: string | null | undefined; rule: RateRule }[]): Promise<RateDecision> {
    await this.ready;
    let retryAfterMs = 0;
    for (const { subject, rule } of checks) {
      if (!subject) continue;
      const refused = await this.refusal(this.limiter(`rl:${name}`, rule), subject);
      if (refused) retryAfterMs = Math.max(retryAfterMs, refused.msBeforeNext);
    }
    return retryAfterMs > 0 ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { ok: true };
  }

  /** True the first time `key` is claimed within `ttlMs`, false after (a replayed message). */
  async claim(key: string, ttlMs: number): Promise<boolean> {
    await this.ready;
    const [scope = '', ...rest] = key.split(':');
    return !(await this.refusal(this.limiter(scope, { limit: 1, windowSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) }), rest.join(':')));
  }

  private limiter(scope: string, rule: RateRule) {
    const id = `${scope}|${rule.limit}|${rule.windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.make(this.prefix + scope, rule);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** The limiter's answer when it refuses; undefined when the attempt is within the limit. */
  private async refusal(limiter: RateLimiterAbstract | RLWrapperTimeouts, subject: string): Promise<RateLimiterRes | undefined> {
    try {
      await limiter.consume(subject);
      return undefined;
    } catch (answer) {
      if (answer instanceof RateLimiterRes) return answer;
      throw answer;
    }
  }
}
