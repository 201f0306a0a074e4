import { NextResponse } from 'next/server';
import { hasSignInSession } from '@/lib/auth/signed-in.server';
import { isWithin, localizedPath, paths } from '@/lib/routes/paths';
import { isHttpsRequest } from '@/lib/session/guest-cookie';
import { forwardedHeaders } from './forwarded-headers';
import { withPagePolicy } from './page-policy';
import type { ShopVisit, Visit } from './visit';

/** While the API is in maintenance every page shows the offline screen, kept by no cache. */
export function offlinePage({ request, locale }: Pick<Visit, 'request' | 'locale'>): NextResponse {
  const target = request.nextUrl.clone();
  target.pathname = `/offline/${locale}`;
  target.search = '';
  const res = NextResponse.rewrite(target, { request: { headers: forwardedHeaders(request) } });
  res.headers.set('Cache-Control', 'no-store');
  return withPagePolicy(res);
}

/**
 * spec §6: a store that is not public sends a visitor who is not signed in into the sign-in flow.
 * Decided here per request, so the pages behind stay one cached page for every signed-in shopper.
 */
export async function requireSignIn(visit: ShopVisit): Promise<NextResponse | undefined> {
  const { request, locale, path, schema } = visit;
  if (schema.generalSettings.isStorePublic || isWithin(path, paths.login())) return undefined;
  const url = request.nextUrl;
  if (await hasSignInSession(request.cookies, isHttpsRequest(request.headers, url))) return undefined;
  const target = url.clone();
  target.pathname = localizedPath(locale, paths.login());
  target.search = new URLSearchParams({ callbackUrl: `${url.pathname}${url.search}` }).toString();
  const res = NextResponse.redirect(target, 307);
  res.headers.set('Cache-Control', 'private, no-store');
  return res;
}

/** The open shop's visit, or the offline screen; then the sign-in a private store asks for. */
export async function openShop(visit: Visit): Promise<ShopVisit | NextResponse> {
  if (!visit.status.online) return offlinePage(visit);
  const shop: ShopVisit = { request: visit.request, locale: visit.locale, path: visit.path, schema: visit.status.schema };
  return (await requireSignIn(shop)) ?? shop;
}
