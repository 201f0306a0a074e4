import { NextResponse, type NextRequest } from 'next/server';
import { checkRateLimit } from '@/lib/http/rate-limits.server';
import { plainAnswer } from './visit';

const SITEMAP = '/sitemap.xml';

/** The sitemap is built from a cache (app/sitemap.ts); the proxy only counts who asks how often. */
export async function limitSitemap(request: NextRequest) {
  if (request.nextUrl.pathname !== SITEMAP) return undefined;
  const decision = await checkRateLimit('sitemap', request.headers, null);
  if (decision.ok) return NextResponse.next();
  return plainAnswer('Too Many Requests', 429, { 'Retry-After': String(decision.retryAfterSeconds) });
}
