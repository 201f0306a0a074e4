import type { NextResponse } from 'next/server';
import { config as settings } from '@/lib/config';
import { isPrivatePath } from '@/lib/routes/paths';
import { COOKIES } from '@/lib/shopper/context';
import { isOrderView } from './order-view';
import type { ContextChoice } from './shopper-context';
import type { ShopVisit } from './visit';

/**
 * One address serves every context: shared caches must keep the shopper's cookies apart; a shopper's
 * own pages (cart, checkout, orders, account) are not kept at all.
 */
export function cacheHeaders(res: NextResponse, { path }: ShopVisit) {
  res.headers.set('Cache-Control', isPrivatePath(path) ? 'private, no-store' : 'private, no-cache');
  res.headers.set('Vary', 'Cookie, Accept-Language');
}

/**
 * Lets nginx in front (deploy/nginx.conf) keep a catalogue page for FRONT_CACHE_SECONDS, keyed on the
 * path and the context cookies. `X-Accel-Expires` is read by nginx only (and removed by it), while
 * Cache-Control stays private: no CDN or browser may hand one shopper's currency or location to another.
 * Only an answer decided by the path and cookies alone, that sets no cookie, is marked (docs/deploy.md).
 * Runs after every step that may set a cookie.
 */
export function markForFront(
  res: NextResponse,
  { request, locale, path, schema }: ShopVisit,
  { inventory }: Pick<ContextChoice, 'inventory'>,
) {
  const seconds = settings().FRONT_CACHE_SECONDS;
  const shareable =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isPrivatePath(path) &&
    !isOrderView(path) &&
    schema.generalSettings.isStorePublic &&
    request.cookies.get(COOKIES.locale)?.value === locale &&
    (inventory.kind === 'keep' || inventory.kind === 'none') &&
    contextCookiesUnambiguous(request.headers.get('cookie'));
  if (shareable && seconds > 0 && !res.headers.has('set-cookie')) res.headers.set('X-Accel-Expires', String(seconds));
}

const CONTEXT_COOKIES = Object.values(COOKIES);

/**
 * nginx keys its cache on the first cookie of each context name, matched without regard to case
 * (`$cookie_currency` reads `Currency=` too); Next renders with the last one of the exact name. A header
 * where the two could differ (a name twice, or in another case) is rendered for that shopper and never
 * kept, so nobody can store one context's page under another's key.
 */
function contextCookiesUnambiguous(header: string | null): boolean {
  const names = (header ?? '')
    .split(';')
    .map((pair) => pair.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => CONTEXT_COOKIES.some((context) => context.toLowerCase() === name.toLowerCase()));
  return names.every((name) => (CONTEXT_COOKIES as readonly string[]).includes(name)) && new Set(names).size === names.length;
}
