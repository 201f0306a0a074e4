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

/** Reads a context segment; null when it is not one (the route then answers 404). */
export function decodeContext(segment: string): ShopperContext | null {
  const parts = decodeURIComponent(segment).split(SEP);
  if (parts.length !== 3) return null;
  const [locale, currency, inv] = parts;
  if (!isLocale(locale) || !currency || !/^[A-Z]{3}$/.test(currency) || !inv) return null;
  if (inv !== NONE && !isInventoryId(inv)) return null;
  return { locale, currency, inventoryId: inv === NONE ? null : inv };
}

/** Query parameters that never select a variant (tracking, affiliate); kept out of page cache keys. */
const NON_VARIANT_PARAMS = /^(utm_.*|am_aid|fbclid|gclid|ref)$/;

/**
 * Product routes carry their variance selection in the query (spec §2). The proxy folds it into one
 * path segment so each variant is its own static page: `color=red&size=l`, or `_` for none.
 */
export function encodeVariantSegment(params: URLSearchParams): string {
  const pairs = [...params.entries()]
    .filter(([k]) => !NON_VARIANT_PARAMS.test(k))
    .sort(([a], [b]) => a.localeCompare(b));
  if (pairs.length === 0) return NONE;
  return encodeURIComponent(new URLSearchParams(pairs).toString());
}

export function decodeVariantSegment(segment: string): URLSearchParams {
  const raw = decodeURIComponent(segment);
  return raw === NONE ? new URLSearchParams() : new URLSearchParams(raw);
}
