import { z } from 'zod';
import { originList } from './http/origin-list';

/**
 * Storefront settings from the environment, parsed once. Defaults run the embedded demo;
 * in production REVALIDATE_SECRET and NEXTAUTH_SECRET must be set (checked in `serverConfig`).
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Origin of the customer API (reference server or the merchant's real one). */
  CUSTOMER_API_URL: z.string().url().default('http://127.0.0.1:4000'),
  /** Tenant base name that prefixes every customer API path. */
  TENANT: z.string().regex(/^[a-z0-9-]+$/).default('demo'),
  /** Public origin of the storefront (canonical URLs, sitemap, OpenGraph). */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** Seconds a catalogue read (schema, products, search, pages) stays fresh. */
  CATALOGUE_REVALIDATE_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Seconds the proxy trusts a healthy schema answer before asking again (maintenance switch). */
  STATUS_CHECK_SECONDS: z.coerce.number().int().min(0).default(5),
  /** Milliseconds before a customer API call is abandoned. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  /** Megabytes of rendered pages and catalogue reads each server process keeps in memory. */
  PAGE_CACHE_MB: z.coerce.number().int().min(8).default(128),
  /** Origins of the hosted payment page besides the customer API's own (Content-Security-Policy form-action). */
  PAYMENT_PAGE_ORIGINS: originList,
  /** Shared secret for POST /api/revalidate. */
  REVALIDATE_SECRET: z.string().min(16).optional(),
});

export type Config = z.infer<typeof schema>;

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid storefront settings: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Base URL of the customer API for this tenant: `{origin}/{tenant}/customer-api/v2`. */
export function apiBase(c: Config = config()): string {
  return `${c.CUSTOMER_API_URL.replace(/\/$/, '')}/${c.TENANT}/customer-api/v2`;
}
