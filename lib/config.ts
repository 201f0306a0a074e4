import { z } from 'zod';
import { originList } from './http/origin-list';

const realm = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a realm is letters, digits, - and _');

/**
 * Storefront settings from the environment, parsed once. Defaults run the embedded demo;
 * in production AUTH_SECRET and AUTH_CLIENT_SECRET must be set unless DEMO=1 (checked in `authSettings`).
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Origin of the customer API (reference server or the merchant's real one). */
  CUSTOMER_API_URL: z.string().url().default('http://127.0.0.1:4000'),
  /** Tenant base name that prefixes every customer API path. */
  TENANT: z.string().regex(/^[a-z0-9-]+$/).default('demo'),
  /** Public origin of the storefront (canonical URLs, sitemap, OpenGraph). Unset: the site schema's siteUrl, else the default (lib/seo/site-url.ts). */
  SITE_URL: z.string().url().optional(),
  /** Map tiles of the delivery-location map: an http(s) template with {z}/{x}/{y}; OpenStreetMap's when unset. */
  MAP_TILE_URL: z.string().optional(),
  /** Seconds a catalogue read (schema, products, search, pages) stays fresh. */
  CATALOGUE_REVALIDATE_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Seconds the proxy trusts a healthy schema answer before asking again (maintenance switch). */
  STATUS_CHECK_SECONDS: z.coerce.number().int().min(0).default(5),
  /** Milliseconds before a customer API call is abandoned. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  /** Milliseconds from which a customer API call is logged as slow (a JSON line with the request id). */
  API_SLOW_MS: z.coerce.number().int().min(0).default(1000),
  /** Megabytes of rendered pages and catalogue reads each server process keeps in memory. */
  PAGE_CACHE_MB: z.coerce.number().int().min(8).default(128),
  /** Origins of the hosted payment page besides the customer API's own (Content-Security-Policy form-action). */
  PAYMENT_PAGE_ORIGINS: originList,
  /**
   * Where browsers send the web-vitals report (spec §7), batched with sendBeacon: an https URL or a
   * path on this site. Unset: no report.
   */
  WEB_VITALS_URL: z
    .string()
    .refine((v) => v.startsWith('/') ? !v.startsWith('//') : /^https?:\/\//.test(v), 'an http(s) URL or a path starting with /')
    .optional(),
  /**
   * Tests and the bench only (no internet): the origin /api/vendor-script fetches the trackers' scripts
   * from instead of the vendors', same paths. Read on the server only.
   */
  ANALYTICS_VENDOR_ORIGIN_OVERRIDE: z.string().url().optional(),
  /** Redis shared by every storefront process: page and data cache, rate-limit counters (docs/caching.md). Unset: one process, all in memory. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL').optional(),
  /** Prefix of every key this shop writes in Redis (several shops may share one). */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/).default('storefront'),
  /** Milliseconds before a Redis call counts as failed (the process then uses its own memory for a while). */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(20).default(500),
  /**
   * Proxies in front of the storefront that write X-Forwarded-For: the shopper's address is that many
   * entries from the end. 0 (no proxy): the header is not read, since Next passes on what a client wrote.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** Seconds nginx in front (deploy/nginx.conf) may keep a catalogue page (`X-Accel-Expires`); 0: none. */
  FRONT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Addresses never rate-limited, comma-separated: the load balancer's health checks, test runners. */
  RATE_LIMIT_ALLOW: z
    .string()
    .default('')
    .transform((v) => new Set(v.split(',').map((a) => a.trim()).filter(Boolean))),
  /** Shared secret for POST /api/revalidate. */
  REVALIDATE_SECRET: z.string().min(16).optional(),
  /** Browser-facing origin of the identity provider; issuer = `{base}/realms/{realm}`. Default: CUSTOMER_API_URL's origin. */
  AUTH_ISSUER_BASE: z.string().url().optional(),
  /** One realm for every request; unset: the `auth_realm` cookie when AUTH_REALMS allows it, else AUTH_DEFAULT_REALM. */
  AUTH_REALM: realm.optional(),
  /** Realms a shopper's `auth_realm` cookie may choose, comma-separated. */
  AUTH_REALMS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((r) => r.trim()).filter(Boolean))
    .pipe(z.array(realm)),
  /** The retailer's realm when neither AUTH_REALM nor an allowed cookie says otherwise. */
  AUTH_DEFAULT_REALM: realm.default('demo'),
  AUTH_CLIENT_ID: z.string().min(1).default('web-portal'),
  AUTH_CLIENT_SECRET: z.string().min(16).optional(),
  /** Encrypts the sign-in session cookie (next-auth's JWT); NEXTAUTH_SECRET is read too. */
  AUTH_SECRET: z.string().min(32).optional(),
  NEXTAUTH_SECRET: z.string().min(32).optional(),
  /** `1` on the embedded demo (npm run demo, browser tests): the sign-in secrets may use their demo defaults. */
  DEMO: z
    .enum(['0', '1', ''])
    .default('')
    .transform((v) => v === '1'),
});

/** The demo's client secret: the reference API's default for `web-portal`. */
export const DEMO_CLIENT_SECRET = 'web-portal-demo-secret-change-me';
export const DEMO_AUTH_SECRET = 'storefront-demo-session-secret-not-for-production';

export type Config = z.infer<typeof schema>;

let cached: Config | undefined;

/** Parses settings from an environment (tests pass their own; the shop uses `config()`). */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid storefront settings: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export function config(): Config {
  if (!cached) cached = parseConfig(process.env);
  return cached;
}

/** What sign-in needs; in production the secrets must be set (no demo default), else this throws. */
export interface AuthSettings {
  issuerBase: string;
  fixedRealm: string | null;
  allowedRealms: readonly string[];
  defaultRealm: string;
  clientId: string;
  clientSecret: string;
  secret: string;
}

export function authSettings(c: Config = config()): AuthSettings {
  const secret = c.AUTH_SECRET ?? c.NEXTAUTH_SECRET;
  if (c.NODE_ENV === 'production' && !c.DEMO) {
    const missing = [!secret && 'AUTH_SECRET (or NEXTAUTH_SECRET)', !c.AUTH_CLIENT_SECRET && 'AUTH_CLIENT_SECRET'].filter(Boolean);
    if (missing.length > 0) throw new Error(`Invalid storefront settings: ${missing.join(' and ')} must be set in production (DEMO=1 allows the demo defaults)`);
  }
  return {
    issuerBase: (c.AUTH_ISSUER_BASE ?? new URL(c.CUSTOMER_API_URL).origin).replace(/\/$/, ''),
    fixedRealm: c.AUTH_REALM ?? null,
    allowedRealms: c.AUTH_REALMS,
    defaultRealm: c.AUTH_DEFAULT_REALM,
    clientId: c.AUTH_CLIENT_ID,
    clientSecret: c.AUTH_CLIENT_SECRET ?? DEMO_CLIENT_SECRET,
    secret: secret ?? DEMO_AUTH_SECRET,
  };
}

/** Base URL of the customer API for this tenant: `{origin}/{tenant}/customer-api/v2`. */
export function apiBase(c: Config = config()): string {
  return `${c.CUSTOMER_API_URL.replace(/\/$/, '')}/${c.TENANT}/customer-api/v2`;
}
