import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { Locale } from '@/i18n/routing';
import type { CallContext } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { updateWishList } from '@/lib/api/profile';
import { shopperOrigin } from '@/lib/http/same-origin';
import { localizedPath, paths, sameSitePath } from '@/lib/routes/paths';
import type { Caller } from '@/lib/session/caller.server';
import { isListed } from '@/lib/wishlist/wish-list';
import type { WishFormRequest } from './cart-form';
import { SHOP_NOTICE_COOKIE, SHOP_NOTICE_SECONDS, writeShopNotice, type ShopNotice } from './shop-notice';

/**
 * The page a form came from: the browser's Referer when it names this shop (cards on a search keep its
 * query), else the form's own `returnTo`, else home.
 */
export function returnPath(request: NextRequest, returnTo: string): string {
  const origin = shopperOrigin(request.headers, request.nextUrl.protocol);
  return sameSitePath(request.headers.get('referer'), origin ? [origin] : []) ?? sameSitePath(returnTo) ?? '/';
}

/** 303 See Other: the browser follows with a GET, so a reload does not post the form again. */
export function seeOther(path: string, notice?: ShopNotice, https = false): NextResponse {
  const res = new NextResponse(null, { status: 303, headers: { Location: path } });
  if (notice) {
    res.cookies.set(SHOP_NOTICE_COOKIE, writeShopNotice(notice), {
      path: '/',
      sameSite: 'lax',
      secure: https,
      httpOnly: false,
      maxAge: SHOP_NOTICE_SECONDS,
    });
  }
  return res;
}

const signIn = (locale: Locale, back: string, notice?: ShopNotice, https = false) =>
  seeOther(localizedPath(locale, paths.login(back)), notice, https);

/**
 * The wish list heart posted as a plain form: a guest goes to sign in and comes back to the page
 * (spec §6 "Guests clicking wish list are sent to login"); a customer's entry is added or removed.
 */
export async function submitWishForm(
  request: NextRequest,
  caller: Caller,
  call: CallContext,
  form: WishFormRequest,
): Promise<NextResponse> {
  const back = returnPath(request, form.returnTo);
  const entry = { baseId: form.baseId, varianceKey: form.varianceKey };
  if (caller.kind !== 'customer') return signIn(form.locale, back, { kind: 'wishSignIn', name: form.name, item: entry }, caller.https);
  try {
    const profile = await updateWishList(call, { ...entry, action: form.action });
    const kind = isListed(profile.wishList, entry.baseId, entry.varianceKey) ? 'wishAdded' : 'wishRemoved';
    return seeOther(back, { kind, name: form.name }, caller.https);
  } catch (e) {
    if (isApiError(e, 'unauthorized')) return signIn(form.locale, back);
    if (!isApiError(e)) throw e;
    return seeOther(back, { kind: isApiError(e, 'conflict') ? 'wishFull' : 'wishFailed', name: form.name }, caller.https);
  }
}
