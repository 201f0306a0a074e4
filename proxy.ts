import { NextResponse, type NextRequest } from 'next/server';
import { routing, isLocale, type Locale } from '@/i18n/routing';
import { siteStatus } from '@/lib/api/site-status';
import { authSettings, config as settings } from '@/lib/config';
import { chooseCurrency } from '@/lib/currency/choose-currency';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import { hasSignInSession } from '@/lib/auth/signed-in.server';
import type { SiteSchema } from '@/lib/api/schemas';
import { contentSecurityPolicy, newNonce } from '@/lib/http/content-security-policy';
import { refusedPageMethod } from '@/lib/http/page-methods';
import { REQUEST_ID_HEADER, requestIdFor } from '@/lib/http/request-id';
import { pageSources } from '@/lib/http/page-sources';
import { checkRateLimit, ORDER_LOOKUP_LIMITED_HEADER } from '@/lib/http/rate-limits.server';
import { isPrivatePath, isWithin, localizedPath, paths } from '@/lib/routes/paths';
import { hasPriceFields, searchFromFilterForm } from '@/lib/search/filter-form';
import { searchPageSize } from '@/lib/search/params';
import { encodeSearchSegment } from '@/lib/search/search-segment';
import { guestCookieNames, isGuestSession, isHttpsRequest } from '@/lib/session/guest-cookie';
import { preferenceCookieOptions } from '@/lib/shopper/preference-cookie';
import { COOKIES, encodeContext, encodeVariantSegment, isDecodablePath, looksLikeContext } from '@/lib/shopper/context';
import { resolveInventory } from '@/lib/store-location/resolve-inventory';
import { shopLocations } from '@/lib/store-location/shop-locations';

const PRODUCT_ROUTE = /^\/(products|product)\/[^/]+\/?$/;
const SEARCH_ROUTE = /^\/search\/?$/;
const ORDER_VIEW_ROUTE = /^\/order\/view\/[^/]+\/?$/;
const SITEMAP = '/sitemap.xml';

/**
 * Resolves the shopper context (language, currency, inventory location) and maintenance mode for every
 * page request, then rewrites to `/{context}/{path}` so each page renders statically per context.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const refused = refusedPageMethod(request.method);
  if (refused) return refused;
  if (url.pathname === SITEMAP) return sitemapGate(request);
  const [, first = ''] = url.pathname.split('/');

  // Only this proxy writes context segments: one written by a client is refused, not rendered or cached.
  // An address with a broken escape names nothing either.
  if (looksLikeContext(first) || !isDecodablePath(url.pathname)) return withPagePolicy(notFound());

  // en has no prefix: /en/... redirects to the unprefixed URL.
  if (first === routing.defaultLocale) {
    const target = url.clone();
    target.pathname = url.pathname.slice(first.length + 1) || '/';
    return withLocaleCookie(NextResponse.redirect(target, 308), request, routing.defaultLocale);
  }

  const prefixed = first !== '' && isLocale(first) ? (first as Locale) : null;
  const path = prefixed ? url.pathname.slice(prefixed.length + 1) || '/' : url.pathname;

  const status = await siteStatus();
  const languages = status.online ? status.schema.languages.map((l) => l.code).filter(isLocale) : [...routing.locales];

  let locale: Locale;
  if (prefixed) {
    locale = prefixed;
  } else {
    // First visit (no remembered choice): Accept-Language, else the first configured language.
    locale = negotiateLocale(languages, request.cookies.get(COOKIES.locale)?.value, request.headers.get('accept-language'));
    if (locale !== routing.defaultLocale) {
      const target = url.clone();
      target.pathname = `/${locale}${path === '/' ? '' : path}`;
      return withLocaleCookie(NextResponse.redirect(target, 307), request, locale);
    }
  }

  if (!status.online) {
    const target = url.clone();
    target.pathname = `/offline/${locale}`;
    target.search = '';
    const res = NextResponse.rewrite(target);
    res.headers.set('Cache-Control', 'no-store');
    return withPagePolicy(res);
  }

  const { schema } = status;

  // spec §6: a store that is not public sends a visitor who is not signed in into the sign-in flow.
  // Decided here per request, so the pages behind stay one cached page for every signed-in shopper.
  if (!schema.generalSettings.isStorePublic && !isWithin(path, paths.login())) {
    const https = isHttpsRequest(request.headers, url);
    if (!(await hasSignInSession((name) => request.cookies.get(name)?.value, https))) {
      const target = url.clone();
      target.pathname = localizedPath(locale, paths.login());
      target.search = new URLSearchParams({ callbackUrl: `${url.pathname}${url.search}` }).toString();
      const res = NextResponse.redirect(target, 307);
      res.headers.set('Cache-Control', 'private, no-store');
      return res;
    }
  }
  const currency = chooseCurrency(schema.currencies, schema.currency, request.cookies.get(COOKIES.currency)?.value);
  const stored = request.cookies.get(COOKIES.inventory)?.value;
  const inventory = resolveInventory(
    shopLocations(schema).map((l) => l.id),
    stored,
  );
  const inventoryId = inventory.kind === 'keep' || inventory.kind === 'auto' ? inventory.inventoryId : null;

  const segment = encodeContext({ locale, currency: currency.code, inventoryId });
  const target = url.clone();
  if (PRODUCT_ROUTE.test(path)) {
    target.pathname = `/${segment}${path.replace(/\/$/, '')}/${encodeVariantSegment(url.searchParams)}`;
    target.search = '';
  } else if (SEARCH_ROUTE.test(path)) {
    // The filter form submitted without JavaScript: answer with the spec's URL (r_price=min,max).
    if (hasPriceFields(url.searchParams)) {
      const pageSize = searchPageSize(schema.generalSettings);
      const answer = localizedPath(locale, paths.search(searchFromFilterForm(url.searchParams, { pageSize }), { pageSize }));
      return NextResponse.redirect(new URL(answer, url), 307);
    }
    // Each search is a static page of its own, kept like a product page (lib/search/search-segment.ts).
    target.pathname = `/${segment}/search/${encodeSearchSegment(url.searchParams)}`;
    target.search = '';
  } else {
    target.pathname = `/${segment}${path === '/' ? '' : path}`;
  }

  // A shopper's own pages render per request, so their scripts can carry a nonce (docs/security.md).
  const nonce = isPrivatePath(path) ? newNonce() : undefined;
  const policy = pagePolicy(schema, nonce);
  const forwarded = new Headers(request.headers);
  // The render's customer API calls carry this id (nginx's when it is trusted; docs/deploy.md).
  forwarded.set(REQUEST_ID_HEADER, requestIdFor(request.headers));
  if (nonce) {
    // Next reads the nonce from the request's policy and puts it on its scripts; `x-nonce` for the page's own.
    forwarded.set('Content-Security-Policy', policy);
    forwarded.set('x-nonce', nonce);
  }
  const res = ORDER_VIEW_ROUTE.test(path)
    ? await orderViewRewrite(request, target, forwarded)
    : NextResponse.rewrite(target, { request: { headers: forwarded } });
  // One address serves every context: shared caches must keep the shopper's cookies apart; a
  // shopper's own pages (cart, checkout, orders, account) are not kept at all.
  res.headers.set('Cache-Control', isPrivatePath(path) ? 'private, no-store' : 'private, no-cache');
  res.headers.set('Vary', 'Cookie, Accept-Language');
  if (inventory.kind === 'auto') {
    res.cookies.set(COOKIES.inventory, inventory.inventoryId, preferenceCookieOptions(isHttpsRequest(request.headers, url)));
  } else if (inventory.kind === 'clear') {
    res.cookies.delete(COOKIES.inventory);
  }
  // Remembered on the first visit too, so later answers depend on cookies only (the front cache's key).
  const storedLocale = request.cookies.get(COOKIES.locale)?.value;
  withLocaleCookie(res, request, locale);
  const shareable = !isPrivatePath(path) && !ORDER_VIEW_ROUTE.test(path) && schema.generalSettings.isStorePublic && storedLocale === locale;
  markForFront(res, shareable && (inventory.kind === 'keep' || inventory.kind === 'none'));
  res.headers.set('Content-Security-Policy', policy);
  return res;
}

/**
 * Lets nginx in front (deploy/nginx.conf) keep a catalogue page for FRONT_CACHE_SECONDS, keyed on the
 * path and the context cookies. `X-Accel-Expires` is read by nginx only (and removed by it), while
 * Cache-Control stays private: no CDN or browser may hand one shopper's currency or location to another.
 * Only an answer decided by the path and cookies alone, that sets no cookie, is marked (docs/deploy.md).
 */
function markForFront(res: NextResponse, shareable: boolean) {
  const seconds = settings().FRONT_CACHE_SECONDS;
  if (shareable && seconds > 0 && !res.headers.has('set-cookie')) res.headers.set('X-Accel-Expires', String(seconds));
}

/** The sitemap is built from a cache (app/sitemap.ts); the proxy only counts who asks how often. */
async function sitemapGate(request: NextRequest) {
  const decision = await checkRateLimit('sitemap', request.headers, null);
  if (decision.ok) return NextResponse.next();
  return new NextResponse('Too Many Requests', {
    status: 429,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(decision.retryAfterSeconds) },
  });
}

/**
 * An order page is an order look-up, counted against the same limit as `/api/order/{id}` (per guest
 * session and per address). Beyond it the page says so with 429 and `Retry-After`, and reads no order.
 */
async function orderViewRewrite(request: NextRequest, target: URL, headers: Headers) {
  const stored = request.cookies.get(guestCookieNames(isHttpsRequest(request.headers, request.nextUrl)).session)?.value;
  const decision = await checkRateLimit('orderLookup', request.headers, isGuestSession(stored) ? `g:${stored}` : null);
  if (decision.ok) {
    headers.delete(ORDER_LOOKUP_LIMITED_HEADER);
    return NextResponse.rewrite(target, { request: { headers } });
  }
  headers.set(ORDER_LOOKUP_LIMITED_HEADER, '1');
  return NextResponse.rewrite(target, { status: 429, headers: { 'Retry-After': String(decision.retryAfterSeconds) }, request: { headers } });
}

function notFound() {
  return new NextResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

const pagePolicies = new Map<string, string>();

/**
 * Every page answer carries the Content-Security-Policy (docs/security.md); with the shop's settings it
 * also allows exactly the outside origins its enabled trackers, chat widget and reporting need.
 */
function withPagePolicy(res: NextResponse, schema?: SiteSchema) {
  res.headers.set('Content-Security-Policy', pagePolicy(schema));
  return res;
}

/** The policy for the shop's settings; with a nonce (a private page), one for this answer only. */
function pagePolicy(schema?: SiteSchema, nonce?: string): string {
  const current = settings();
  const sources = schema ? pageSources(schema, current.WEB_VITALS_URL) : undefined;
  const key = JSON.stringify(sources ?? null);
  const { CUSTOMER_API_URL, PAYMENT_PAGE_ORIGINS, NODE_ENV } = current;
  // The reference API serves the hosted payment page from its own origin; sign-out's form is
  // answered with a redirect to the identity provider's end-session page.
  const formActionOrigins = [new URL(CUSTOMER_API_URL).origin, new URL(authSettings(current).issuerBase).origin, ...PAYMENT_PAGE_ORIGINS];
  const options = { formActionOrigins: [...new Set(formActionOrigins)], development: NODE_ENV === 'development', sources };
  if (nonce) return contentSecurityPolicy({ ...options, nonce });
  let policy = pagePolicies.get(key);
  if (!policy) {
    policy = contentSecurityPolicy(options);
    // A handful of distinct settings over a server's life; the map never grows past a few entries.
    if (pagePolicies.size > 20) pagePolicies.clear();
    pagePolicies.set(key, policy);
  }
  return policy;
}

function withLocaleCookie(res: NextResponse, request: NextRequest, locale: Locale) {
  if (request.cookies.get(COOKIES.locale)?.value !== locale) {
    res.cookies.set(COOKIES.locale, locale, preferenceCookieOptions(isHttpsRequest(request.headers, request.nextUrl)));
  }
  return res;
}

export const config = {
  // Every path but real assets: the BFF, Next's own files, /media images, the shipped /merchant-resources, the
  // home-screen icons, the trackers' worker (/~partytown), the health probes and the metadata routes but the sitemap (rate-limited here). A page address ending in
  // `.png` is still a page address, so no extension skips the proxy.
  matcher: ['/((?!api/|_next/|media/|merchant-resources/|icons/|app-icon/|~partytown/|manifest\.webmanifest$|robots\.txt$|favicon\.ico$|healthz$|readyz$).*)'],
};
