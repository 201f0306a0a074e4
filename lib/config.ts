import { z } from 'zod';
import { originList } from './http/origin-list';
import { invalidSettingsLine } from './settings/invalid-settings';

const realm = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a realm is letters, digits, - and _');

/**
 * Storefront settings from the environment, parsed once. Defaults run the embedded demo;
 * in production AUTH_SECRET and AUTH_CLIENT_SECRET must be set unless DEMO=1 (checked in `authSettings`).
 */
export const storefrontSettings = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  CUSTOMER_API_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:4000')
    .describe('Origin of the customer API (reference or real). `npm run demo` sets it from `API_PORT`.'),
  TENANT: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('demo')
    .describe('Tenant base name: every call goes to `{CUSTOMER_API_URL}/{TENANT}/customer-api/v2/…`.'),
  SITE_URL: z
    .string()
    .url()
    .optional()
    .describe(
      "Public origin for canonical URLs, hreflang, sitemap, OpenGraph. `npm run demo` sets it from `PORT`. Unset: the site schema's `siteUrl`, else the provider's site (`DEFAULT_SITE_URL` in `lib/seo/site-url.ts`, spec §9).",
    ),
  MAP_TILE_URL: z
    .string()
    .optional()
    .describe(
      "Tile address template (`https://…/{z}/{x}/{y}.png`) of the checkout's delivery-location map; the map loads only when a shopper opens it. Use a tile service whose terms allow your traffic. Unset: OpenStreetMap's.",
    ),
  CATALOGUE_REVALIDATE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60)
    .describe(
      'How long a catalogue read (schema, products, search, pages) stays fresh in the data cache, read at start. Pages have their own 60 s window, fixed at build; a shorter setting here makes them refresh sooner too ([caching.md](caching.md)).',
    ),
  STATUS_CHECK_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(5)
    .describe('How long a healthy maintenance check is trusted before the next one.'),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000).describe('A customer API call is abandoned after this many milliseconds.'),
  API_SLOW_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(1000)
    .describe(
      'A customer API call taking at least this long writes a JSON log line with its request id (failed ones always do; `0`: every call). [docs/deploy.md](docs/deploy.md#logs-and-request-ids)',
    ),
  LOG_LEVEL: z
    .string()
    .default('info')
    .describe(
      "The least severe JSON log line written: `info`, `warn`, `error`, or `silent` (the customer API's names; Jest runs with `silent` unless set). [docs/deploy.md](docs/deploy.md#logs-and-request-ids)",
    ),
  PAGE_CACHE_MB: z.coerce
    .number()
    .int()
    .min(8)
    .default(128)
    // next.config.ts reads it: the standalone server keeps the value of its build.
    .meta({ buildTime: true })
    .describe(
      "Megabytes of rendered pages and catalogue reads each storefront process keeps in memory (least recently used go first); with `REDIS_URL`, the size of each process's fallback copy ([docs/caching.md](docs/caching.md)).",
    ),
  PAYMENT_PAGE_ORIGINS: originList.describe(
    "Origins of a hosted payment page besides `CUSTOMER_API_URL`'s, comma separated (Content-Security-Policy `form-action`).",
  ),
  WEB_VITALS_URL: z
    .string()
    .refine((v) => (v.startsWith('/') ? !v.startsWith('//') : /^https?:\/\//.test(v)), 'an http(s) URL or a path starting with /')
    .optional()
    .describe(
      'Where browsers send the web-vitals report (LCP, INP, CLS, FCP, TTFB), batched with `sendBeacon` as a text/plain JSON body: an http(s) URL (its origin joins the Content-Security-Policy) or a path on this site. Unset: no report. See [docs/analytics.md](docs/analytics.md).',
    ),
  ANALYTICS_VENDOR_ORIGIN_OVERRIDE: z
    .string()
    .url()
    .optional()
    .describe(
      "Tests and the bench only (no internet): the origin the trackers' script proxy (`/api/vendor-script`) fetches their scripts from instead of the vendors', same paths. Server only. See [docs/analytics.md](docs/analytics.md).",
    ),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional()
    .describe(
      '`redis://…` or `rediss://…`: every storefront process shares one page and data cache and one set of rate-limit counters there ([caching.md](docs/caching.md), [deploy.md](docs/deploy.md)). Unset: one process, everything in its memory.',
    ),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/)
    .default('storefront')
    .describe('Prefix of the keys this shop writes in Redis (several shops may share one Redis).'),
  REDIS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(20)
    .default(500)
    .describe('A Redis call slower than this counts as failed: the process serves from its own memory for 5 s, then tries Redis again.'),
  TRUSTED_PROXY_HOPS: z.coerce
    .number()
    .int()
    .min(0)
    .max(5)
    .default(0)
    .describe(
      "Proxies in front of the storefront that write `X-Forwarded-For`; the shopper's address (for rate limits) is that many entries from the end. `0`: the header is not trusted (a client can write it) and rate limits count one shared address for requests without a session, a shopper's session on its own; `1` behind `deploy/nginx.conf` ([docs/deploy.md](docs/deploy.md)).",
    ),
  FRONT_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(10)
    .describe(
      'Seconds nginx in front (`deploy/nginx.conf`) may keep a catalogue page, told by `X-Accel-Expires` (only nginx reads it; other caches see `private`). `0`: nothing is marked ([docs/deploy.md](docs/deploy.md#the-front-cache)).',
    ),
  RATE_LIMIT_ALLOW: z
    .string()
    .default('')
    .transform(
      (v) =>
        new Set(
          v
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean),
        ),
    )
    .describe('Addresses never rate-limited, comma separated (a monitor, the browser tests).'),
  REVALIDATE_SECRET: z
    .string()
    .min(16)
    .optional()
    .describe('Shared secret (≥ 16 characters) of the signed `POST /api/revalidate` webhook; unset disables it.'),
  AUTH_ISSUER_BASE: z
    .string()
    .url()
    .optional()
    .describe(
      "Browser-facing origin of the identity provider; issuer `{AUTH_ISSUER_BASE}/realms/{realm}`. Must equal the API's issuer (`npm run demo` and the browser tests pass the same value to both). Unset: the origin of `CUSTOMER_API_URL`.",
    ),
  AUTH_REALM: realm
    .optional()
    .describe('One realm for every request. Unset: the `auth_realm` cookie when `AUTH_REALMS` lists it, else `AUTH_DEFAULT_REALM`.'),
  AUTH_REALMS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(z.array(realm))
    .describe("Realms a shopper's `auth_realm` cookie may choose, comma-separated."),
  AUTH_DEFAULT_REALM: realm.default('demo').describe("The retailer's realm when neither AUTH_REALM nor an allowed cookie says otherwise."),
  AUTH_CLIENT_ID: z.string().min(1).default('web-portal').describe("OpenID client of the storefront's server."),
  AUTH_CLIENT_SECRET: z
    .string()
    .min(16)
    .optional()
    .describe(
      "Client secret (`client_secret_basic`), the identity provider's (the reference API's `AUTH_CLIENT_SECRET`). **Required in production** unless `DEMO=1`: without it the server refuses to start, naming it. Unset: the API's demo secret (demo only).",
    ),
  AUTH_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      "Encrypts the sign-in session cookie (next-auth's JWT), ≥ 32 characters. **Required in production** unless `DEMO=1`: without it the server refuses to start, naming it. Unset: a demo secret (demo only).",
    ),
  NEXTAUTH_SECRET: z.string().min(32).optional().describe("Read when `AUTH_SECRET` is unset (next-auth's own name for it)."),
  DEMO: z
    .enum(['0', '1', ''])
    .default('')
    .transform((v) => v === '1')
    .describe(
      '`1` lets `next start` use the demo secrets above (`npm run demo` and the browser tests set it), only with `SITE_URL` on this machine (localhost, 127.0.0.1): the secrets are published.',
    ),
});

/** The demo's client secret: the reference API's default for `web-portal`. */
export const DEMO_CLIENT_SECRET = 'web-portal-demo-secret-change-me';
export const DEMO_AUTH_SECRET = 'storefront-demo-session-secret-not-for-production';

export type Config = z.infer<typeof storefrontSettings>;

let cached: Config | undefined;

/** Parses settings from an environment (tests pass their own; the shop uses `config()`). */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = storefrontSettings.safeParse(env);
  if (!parsed.success) {
    throw new Error(invalidSettingsLine('storefront', parsed.error));
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
    if (missing.length > 0)
      throw new Error(`Invalid storefront settings: ${missing.join(' and ')} must be set in production (DEMO=1 allows the demo defaults)`);
  }
  // The demo's secrets are published: a production build runs with them only for a shop on this machine.
  if (c.NODE_ENV === 'production' && c.DEMO && !isLoopbackSite(c.SITE_URL)) {
    throw new Error('Invalid storefront settings: DEMO=1 (published demo secrets) needs SITE_URL on this machine (localhost or 127.0.0.1)');
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

/** A shop only this machine reaches: SITE_URL names localhost (or a name under it) or a loopback address. */
function isLoopbackSite(siteUrl: string | undefined): boolean {
  if (!siteUrl || !URL.canParse(siteUrl)) return false;
  const host = new URL(siteUrl).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

/** Base URL of the customer API for this tenant: `{origin}/{tenant}/customer-api/v2`. */
export function apiBase(c: Config = config()): string {
  return `${c.CUSTOMER_API_URL.replace(/\/$/, '')}/${c.TENANT}/customer-api/v2`;
}
