import { NextResponse } from 'next/server';
import { z } from 'zod';
import { affiliateApi } from '@/lib/api/affiliate';
import { AFFILIATE_INVALID } from '@/lib/affiliate/affiliate-session';
import { AFFILIATE_COOKIE, affiliateClick } from '@/lib/api/affiliate-schemas';
import { bffRoute } from '@/lib/bff/route';
import { isHttpsRequest } from '@/lib/session/guest-cookie';

const sessionChange = z.union([z.object({ token: z.literal(AFFILIATE_INVALID) }), affiliateClick]);

/**
 * POST { token, visit } — spec §4 affiliate session. A working link's token is counted as a click
 * (once per browser session: `visit`) and kept in the httpOnly cookie RETAILER_AFF_SESSION for the
 * purchase; 'Invalid' removes the cookie; an unknown or expired token is ignored. Visits are limited per
 * address (RATE_LIMITS.affiliateClick), so a script cannot count clicks without end.
 */
export const POST = bffRoute({ body: sessionChange, rateLimit: 'affiliateClick' }, async ({ request, body }) => {
  const secure = isHttpsRequest(request.headers, request.nextUrl);
  if (!('visit' in body)) {
    const out = NextResponse.json({ valid: false });
    out.cookies.set(AFFILIATE_COOKIE, '', { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: 0 });
    return out;
  }
  const { valid } = await affiliateApi.click(body.token, body.visit);
  const out = NextResponse.json({ valid });
  // A browser-session cookie: it ends with the browser session, as the session storage copy does.
  if (valid) out.cookies.set(AFFILIATE_COOKIE, body.token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  return out;
});
