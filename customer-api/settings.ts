import { z } from 'zod';
import { originList } from '../lib/http/origin-list';
import { LOG_LEVELS } from './core/logging';
import { identitySettingsShape } from './modules/identity/settings';

/** Settings of the reference server from the environment; defaults run the embedded demo. */
const schema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  /** Tenant base name that prefixes every path. */
  TENANT: z.string().regex(/^[a-z0-9-]{1,60}$/, 'lower-case letters, digits and hyphens').default('demo'),
  DATABASE_PATH: z.string().min(1).default('data/customer-api.sqlite'),
  IMAGE_DIR: z.string().min(1).default('data/images'),
  /** Products generated when the database is created. */
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(500_000).default(150),
  /** 'on' starts in maintenance, 'off' starts out of it; unset keeps the stored switch. */
  MAINTENANCE: z.enum(['on', 'off']).optional(),
  /** The storefront the hosted payment page sends shoppers back to (`{STOREFRONT_URL}/ipg-complete`). */
  STOREFRONT_URL: z.string().url().default('http://localhost:3000'),
  /**
   * Other storefront origins a purchase may ask the payment page to send the shopper back to, comma
   * separated. STOREFRONT_URL's origin, and its localhost / 127.0.0.1 / [::1] names on a loopback host,
   * are always allowed.
   */
  PAYMENT_RETURN_ORIGINS: originList,
  /** This API as shoppers' browsers reach it (hosted payment page links); unset: the request's Host. */
  API_PUBLIC_URL: z.string().url().optional(),
  /** How long a card payment holds its stock and its payment page link stays valid, in seconds. */
  PAYMENT_HOLD_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  /** Days an open guest cart nobody touches is kept before the cleanup deletes it (with its upload). */
  GUEST_CART_DAYS: z.coerce.number().min(0.001).max(3650).default(30),
  /** Hours an uploaded file that no cart names is kept (one of a deleted or emptied cart). */
  UPLOAD_ORPHAN_HOURS: z.coerce.number().min(0.01).max(8760).default(6),
  /** Days the file attached to a placed order is kept after the order. */
  ORDER_UPLOAD_DAYS: z.coerce.number().min(0.001).max(3650).default(90),
  /** Minutes between two runs of that cleanup in the running server; 0: only `npm run cleanup`. */
  CLEANUP_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** HMAC key signing payment page links; unset: generated on first start and kept in the database. */
  PAYMENT_LINK_KEY: z.string().min(32, 'at least 32 characters').optional(),
  /** `on` runs the payment simulator (hosted test payment page); anything else: no card payments, whatever NODE_ENV says. */
  PAYMENT_SIMULATOR: z.enum(['on', 'off']).default('off'),
  /** `1`: the embedded demo, whose published client secret of `web-portal` may be used (identity settings). */
  DEMO: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  NODE_ENV: z.string().optional(),
  /**
   * Proxies in front of this API that append to X-Forwarded-For: the caller's address (sign-in throttle)
   * is that many entries from its end; 0 (default) takes the socket's peer and ignores the header.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Pino level of the server's JSON log lines (one per request and error); `silent` turns them off. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  ...identitySettingsShape,
});

export type ApiSettings = z.infer<typeof schema>;

export function apiSettings(env: NodeJS.ProcessEnv = process.env): ApiSettings {
  // An empty variable means "not set", so `API_PORT= npm run api` still gets the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) throw new Error(`Invalid customer API settings:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
