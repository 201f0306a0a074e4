import type { AuthSettings } from '@/lib/config';

/** The cookie a multi-realm deployment sets to choose the shopper's realm (checked against AUTH_REALMS). */
export const REALM_COOKIE = 'auth_realm';

/** The realm of one request: the global AUTH_REALM, else an allowed cookie value, else the retailer's default. */
export function realmFor(
  settings: Pick<AuthSettings, 'fixedRealm' | 'allowedRealms' | 'defaultRealm'>,
  cookie: string | undefined,
): string {
  if (settings.fixedRealm) return settings.fixedRealm;
  if (cookie && settings.allowedRealms.includes(cookie)) return cookie;
  return settings.defaultRealm;
}

/** `{issuerBase}/realms/{realm}`: Keycloak's issuer shape, which the reference API copies. */
export function issuerFor(issuerBase: string, realm: string): string {
  return `${issuerBase.replace(/\/$/, '')}/realms/${encodeURIComponent(realm)}`;
}
