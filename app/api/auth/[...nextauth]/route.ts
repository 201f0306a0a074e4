import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options.server';
import { REALM_COOKIE, realmFor } from '@/lib/auth/realm';
import { authSettings } from '@/lib/config';
import { isHttpsRequest } from '@/lib/session/guest-cookie';

// next-auth v4 reads its origin from the request's forwarded host when NEXTAUTH_URL is unset, so the
// shop signs in at every address it is served on (localhost and 127.0.0.1); the provider still only
// accepts its registered callback origins.
process.env.AUTH_TRUST_HOST ??= 'true';

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth's routes (sign-in, callback, csrf, session) for the realm of this request. */
async function handler(request: NextRequest, context: Context) {
  const settings = authSettings();
  const realm = realmFor(settings, request.cookies.get(REALM_COOKIE)?.value);
  return NextAuth(request, context, authOptions(realm, settings, isHttpsRequest(request.headers, request.nextUrl))) as Promise<Response>;
}

export { handler as GET, handler as POST };
