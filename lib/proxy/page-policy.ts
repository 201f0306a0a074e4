import type { NextResponse } from 'next/server';
import type { SiteSchema } from '@/lib/api/schemas';
import { authSettings, config as settings } from '@/lib/config';
import { contentSecurityPolicy } from '@/lib/http/content-security-policy';
import { pageSources } from '@/lib/http/page-sources';

const pagePolicies = new Map<string, string>();

/**
 * The Content-Security-Policy of every page answer (docs/security.md): with the shop's settings it also
 * allows exactly the outside origins its enabled trackers, chat widget and reporting need; with a nonce
 * (a private page), one for this answer only.
 */
export function pagePolicy(schema?: SiteSchema, nonce?: string): string {
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

/** Puts the shared page policy on an answer that carries no page of the open shop (404, offline). */
export function withPagePolicy(res: NextResponse): NextResponse {
  res.headers.set('Content-Security-Policy', pagePolicy());
  return res;
}
