import { NextResponse } from 'next/server';
import { signOut } from '@/lib/auth/sign-out.server';
import { sessionCookieOptions, sessionCookieValues } from '@/lib/auth/session-cookie';
import { bffRoute } from '@/lib/bff/route';
import { requestOrigin } from '@/lib/http/same-origin';

/**
 * POST (the header's Logout form) — signs out: `user/logout`, the session cookie cleared, then the
 * provider's end-session page, which sends the shopper back to the shop's home page.
 */
export const POST = bffRoute({ openOnPrivateStore: true }, async ({ request, caller }) => {
  const origin = requestOrigin(request.headers, caller.https);
  const endSession = await signOut((name) => request.cookies.get(name)?.value, caller.https, origin);
  const res = NextResponse.redirect(endSession ?? `${origin}/`, 303);
  for (const cookie of sessionCookieValues(caller.https, null)) {
    if (request.cookies.has(cookie.name)) res.cookies.set(cookie.name, '', { ...sessionCookieOptions(caller.https), maxAge: 0 });
  }
  return res;
});
