import 'server-only';
import { config } from '@/lib/config';
import type { Caller } from '@/lib/session/caller.server';
import { inMemory, inRedis, ShopRateLimiter, type RateDecision, type RateRule } from './shop-rate-limiter';

/**
 * The storefront's limits (docs/security.md): per shopper session and per address, each a number of
 * attempts in a window. Beyond them the BFF answers 429 with `Retry-After`.
 */
export const RATE_LIMITS = {
  /** Guessing promo codes: a few tries per cart, a few more per address. */
  promo: { session: { limit: 20, windowSeconds: 600 }, address: { limit: 60, windowSeconds: 600 } },
  /** Attaching a file to the cart (up to 5 MB each; a new one replaces the last). */
  upload: { session: { limit: 10, windowSeconds: 600 }, address: { limit: 30, windowSeconds: 600 } },
  /** Placing orders (cash or card). */
  purchase: { session: { limit: 10, windowSeconds: 600 }, address: { limit: 60, windowSeconds: 600 } },
  /** Reading orders by id or as lists. */
  orderLookup: { session: { limit: 60, windowSeconds: 60 }, address: { limit: 120, windowSeconds: 60 } },
  /** The maintenance screen's health probe. */
  status: { session: null, address: { limit: 60, windowSeconds: 60 } },
  /** Affiliate link visits, each a click for the link's owner: a script inventing visit ids stops here. */
  affiliateClick: { session: null, address: { limit: 30, windowSeconds: 600 } },
  /** The sitemap (itself cached for minutes). */
  sitemap: { session: null, address: { limit: 10, windowSeconds: 60 } },
} as const satisfies Record<string, { session: RateRule | null; address: RateRule }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

let limiter: ShopRateLimiter | undefined;

/** Counters in Redis when REDIS_URL is set (shared by every process), else in this process. */
function rateLimiter(): ShopRateLimiter {
  if (!limiter) {
    const { REDIS_URL, REDIS_KEY_PREFIX, REDIS_TIMEOUT_MS } = config();
    if (REDIS_URL) {
      // A process's first requests wait for the connection: counted alone, a replay sent to a fresh process would pass.
      const redis = inRedis(REDIS_URL, REDIS_TIMEOUT_MS);
      limiter = new ShopRateLimiter(redis.factory, `${REDIS_KEY_PREFIX}:`, redis.ready);
    } else {
      limiter = new ShopRateLimiter(inMemory());
    }
  }
  return limiter;
}

/** The address every request shares when no proxy is trusted: Next keeps a client's own X-Forwarded-For. */
export const DIRECT_ADDRESS = 'direct';

/**
 * The shopper's address: the entry of X-Forwarded-For that the nearest trusted proxy wrote
 * (TRUSTED_PROXY_HOPS from the end). With no trusted proxy, one shared key: Next fills the header from
 * the connection only when the client sent none, so a client could name any address it liked.
 */
export function clientAddress(headers: Headers, hops = config().TRUSTED_PROXY_HOPS): string | null {
  if (hops === 0) return DIRECT_ADDRESS;
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

/** The session a caller's attempts count against: the customer, else the guest session; none for anyone else. */
export function rateLimitSession(caller: Caller): string | null {
  return caller.kind === 'customer' ? `c:${caller.customerId}` : caller.kind === 'guest' ? `g:${caller.guestSession}` : null;
}

/**
 * An order page's look-up is counted by the proxy, which can answer 429; it tells the page it refused
 * through this request header (set or cleared by the proxy on every order page request).
 */
export const ORDER_LOOKUP_LIMITED_HEADER = 'x-order-lookup-limited';

/**
 * Counts one attempt of `name` for this session and this address (an address in RATE_LIMIT_ALLOW is not
 * limited). With no trusted proxy the address is one key for everyone: a caller with a session of its own
 * counts on that session alone, so a flood of cookie-less requests (which hold no cart or order) cannot
 * lock every shopper out; per-address limits need the proxy in front (TRUSTED_PROXY_HOPS, docs/rate-limits.md).
 */
export async function checkRateLimit(name: RateLimitName, headers: Headers, session: string | null): Promise<RateDecision> {
  const rules: { session: RateRule | null; address: RateRule } = RATE_LIMITS[name];
  const address = clientAddress(headers);
  if (address && config().RATE_LIMIT_ALLOW.has(address)) return { ok: true };
  const sessionSubject = rules.session && session ? `s:${session}` : null;
  const shared = address === DIRECT_ADDRESS && sessionSubject !== null;
  return rateLimiter().consume(name, [
    { subject: sessionSubject, rule: rules.session ?? rules.address },
    { subject: address && !shared ? `a:${address}` : null, rule: rules.address },
  ]);
}

/** True the first time `key` is seen within `ttlMs` across every process (replayed webhooks). */
export function claimOnce(key: string, ttlMs: number): Promise<boolean> {
  return rateLimiter().claim(key, ttlMs);
}
