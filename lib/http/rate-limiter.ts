/**
 * A small fixed-window rate limiter: a rule allows `limit` hits per `windowSeconds` for each subject
 * (a session, an address, a sign-in name). Shared with the reference customer API (sign-in attempts),
 * so it imports nothing of the storefront.
 */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export interface RateStore {
  /** Counts one hit on `key` in its current window: the count so far and the milliseconds left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** True the first time `key` is claimed within `ttlMs`, false after (a replayed message). */
  claim(key: string, ttlMs: number): Promise<boolean>;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Keys kept by the in-memory store before the oldest are dropped: made-up addresses cannot fill memory. */
const MAX_KEYS = 50_000;

/** One process's counters, bounded: expired windows go first, then the least recently touched keys. */
export class MemoryRateStore implements RateStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number) {
    const now = this.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) entry = { count: 0, resetAt: now + windowMs };
    entry.count += 1;
    this.touch(key, entry);
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async claim(key: string, ttlMs: number) {
    const now = this.now();
    const entry = this.windows.get(key);
    if (entry && entry.resetAt > now) return false;
    this.touch(key, { count: 1, resetAt: now + ttlMs });
    return true;
  }

  get size(): number {
    return this.windows.size;
  }

  private touch(key: string, entry: { count: number; resetAt: number }) {
    this.windows.delete(key);
    this.windows.set(key, entry);
    if (this.windows.size <= MAX_KEYS) return;
    const now = this.now();
    for (const [k, e] of this.windows) {
      if (this.windows.size <= MAX_KEYS) break;
      if (e.resetAt <= now) this.windows.delete(k);
    }
    // Still full of live windows: the least recently touched key goes (Map keeps insertion order).
    while (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
  }
}

/**
 * Counts one attempt against each subject's rule; refused when any subject is over its limit, with
 * the seconds until that window ends (the `Retry-After` of a 429).
 */
export async function consume(store: RateStore, name: string, checks: readonly { subject: string | null | undefined; rule: RateRule }[]): Promise<RateDecision> {
  let retryAfterMs = 0;
  for (const { subject, rule } of checks) {
    if (!subject) continue;
    const { count, resetInMs } = await store.hit(`rl:${name}:${subject}`, rule.windowSeconds * 1000);
    if (count > rule.limit) retryAfterMs = Math.max(retryAfterMs, resetInMs);
  }
  return retryAfterMs > 0 ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { ok: true };
}
