import { NextResponse } from 'next/server';
import { signOut } from '@/lib/auth/sign-out.server';
import { sessionCookieName, sessionCookieOptions } from '@/lib/auth/session-cookie';
import { sessionCookieWrites } from '@/lib/platform/next-auth-session-chunks';
import { bffRoute } from '@/lib/bff/route';
import { requestOrigin } from '@/lib/http/same-origin';

/**
 * POST (the header's Logout form) — signs out: `user/logout`, the session cookie cleared, then the
 * provider's end-session page, which sends the shopper back to the shop's home page.
 */
export const POST = bffRoute({ openOnPrivateStore: true }, async ({ request, caller }) => {
  const origin = requestOrigin(request.headers, caller.https);
  const endSession = await signOut(request.cookies, caller.https, origin);
  const res = NextResponse.redirect(endSession ?? `${origin}/`, 303);
  const sent = request.cookies.getAll().map((c) => c.name);
  for (const cookie of sessionCookieWrites(sessionCookieName(caller.https), null, sent)) {
    res.cookies.set(cookie.name, '', { ...sessionCookieOptions(caller.https), maxAge: 0 });
  }
  return res;
});
