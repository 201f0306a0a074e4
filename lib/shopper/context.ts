import { isLocale, type Locale } from '@/i18n/routing';

/**
 * The shopper context every catalogue page depends on: language, currency and inventory location.
 * proxy.ts resolves it from the URL and cookies and rewrites each request to `/{segment}/…`, so a
 * page is static per context and served from cache (see docs/caching.md).
 */
export interface ShopperContext {
  locale: Locale;
  /** Currency code, e.g. 'LKR'. */
  currency: string;
  /** Chosen inventory location, or null when none is chosen yet. */
  inventoryId: string | null;
}

const SEP = '~';
const NONE = '_';
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const COOKIES = {
  inventory: 'inventoryId',
  currency: 'currency',
  locale: 'NEXT_LOCALE',
} as const;

export function isInventoryId(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value) && value !== NONE;
}

export function encodeContext(ctx: ShopperContext): string {
  return [ctx.locale, ctx.currency, ctx.inventoryId ?? NONE].join(SEP);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Reads a context segment; null when it is not one (the route then answers 404), malformed escapes included. */
export function decodeContext(segment: string): ShopperContext | null {
  const decoded = safeDecode(segment);
  if (decoded === null) return null;
  const parts = decoded.split(SEP);
  if (parts.length !== 3) return null;
  const [locale, currency, inv] = parts;
  if (!isLocale(locale) || !currency || !/^[A-Z]{3}$/.test(currency) || !inv) return null;
  if (inv !== NONE && !isInventoryId(inv)) return null;
  return { locale, currency, inventoryId: inv === NONE ? null : inv };
}

/**
 * A first path segment a client wrote in the shape of a context (`en~XYZ~_`, escaped or not). Only the
 * proxy writes context segments, so such a request is refused rather than rendered.
 */
export function looksLikeContext(segment: string): boolean {
  return /~|%7e/i.test(segment) || (safeDecode(segment) ?? '').includes(SEP);
}

/** Query parameters that never select a variant (tracking, affiliate); kept out of page cache keys. */
const NON_VARIANT_PARAMS = /^(utm_.*|am_aid|fbclid|gclid|ref)$/;
/** Variance ids and values as product URLs carry them; anything else cannot name a variant. */
const VARIANT_NAME = /^[A-Za-z0-9_-]{1,40}$/;
const MAX_VARIANT_VALUE = 80;
/** More pairs than any product has variances: the rest are dropped before they reach a cache key. */
export const MAX_VARIANT_PAIRS = 6;

/**
 * Product routes carry their variance selection in the query (spec §2). The proxy folds it into one
 * path segment so each variant is its own static page: `color=red&size=l`, or `_` for none. Only pairs
 * that can name a variance are kept (one value per name, capped in number and length); the page then
 * redirects anything that is not one of the product's own variants to its canonical address.
 */
export function encodeVariantSegment(params: URLSearchParams): string {
  const seen = new Set<string>();
  const pairs: [string, string][] = [];
  for (const [name, value] of params.entries()) {
    if (NON_VARIANT_PARAMS.test(name) || !VARIANT_NAME.test(name) || seen.has(name)) continue;
    if (value.length === 0 || value.length > MAX_VARIANT_VALUE) continue;
    seen.add(name);
    pairs.push([name, value]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (pairs.length === 0) return NONE;
  return encodeURIComponent(new URLSearchParams(pairs.slice(0, MAX_VARIANT_PAIRS)).toString());
}

/** The variant query of a segment; a malformed segment selects nothing. */
export function decodeVariantSegment(segment: string): URLSearchParams {
  const raw = safeDecode(segment);
  return raw === null || raw === NONE ? new URLSearchParams() : new URLSearchParams(raw);
}

/**
 * Whether a route's variant segment is exactly the one the proxy writes for the canonical pairs, as
 * written or as the router decoded it; anything else (`/products/x/anything`) is another address.
 */
export function isCanonicalVariantSegment(segment: string, canonical: URLSearchParams): boolean {
  const written = encodeVariantSegment(canonical);
  return segment === written || segment === safeDecode(written);
}

/** Whether every escape of a path decodes (`%E0%A4%A` does not): the proxy answers 404 otherwise. */
export function isDecodablePath(pathname: string): boolean {
  return safeDecode(pathname) !== null;
}
