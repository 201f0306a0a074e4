import { NextResponse, type NextRequest } from 'next/server';
import { routing, isLocale, type Locale } from '@/i18n/routing';
import { siteStatus, type SiteStatus } from '@/lib/api/site-status';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import { isHttpsRequest } from '@/lib/session/guest-cookie';
import { COOKIES } from '@/lib/shopper/context';
import { preferenceCookieOptions } from '@/lib/shopper/preference-cookie';
import type { Visit } from './visit';

/** Remembers the language in its cookie when the request did not already carry it. */
export function withLocaleCookie<R extends NextResponse>(res: R, request: NextRequest, locale: Locale): R {
  if (request.cookies.get(COOKIES.locale)?.value !== locale) {
    res.cookies.set(COOKIES.locale, locale, preferenceCookieOptions(isHttpsRequest(request.headers, request.nextUrl)));
  }
  return res;
}

/** en has no prefix: /en/... redirects (308) to the unprefixed address. */
export function redirectDefaultLocale(request: NextRequest) {
  const url = request.nextUrl;
  const prefix = `/${routing.defaultLocale}`;
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return undefined;
  const target = url.clone();
  target.pathname = url.pathname.slice(prefix.length) || '/';
  return withLocaleCookie(NextResponse.redirect(target, 308), request, routing.defaultLocale);
}

/**
 * The visit's language: its prefix, else (a first visit without a remembered choice) Accept-Language
 * among the merchant's languages, redirecting (307) to that language's prefix when it is not English.
 */
export async function chooseLanguage(
  request: NextRequest,
  readStatus: () => Promise<SiteStatus> = siteStatus,
): Promise<Visit | NextResponse> {
  const url = request.nextUrl;
  const [, first = ''] = url.pathname.split('/');
  const prefixed = first !== '' && isLocale(first) ? first : null;
  const path = prefixed ? url.pathname.slice(prefixed.length + 1) || '/' : url.pathname;
  const status = await readStatus();
  if (prefixed) return { request, locale: prefixed, path, status };
  const languages = status.online ? status.schema.languages.map((l) => l.code).filter(isLocale) : [...routing.locales];
  const locale = negotiateLocale(languages, request.cookies.get(COOKIES.locale)?.value, request.headers.get('accept-language'));
  if (locale === routing.defaultLocale) return { request, locale, path, status };
  const target = url.clone();
  target.pathname = `/${locale}${path === '/' ? '' : path}`;
  return withLocaleCookie(NextResponse.redirect(target, 307), request, locale);
}
