import 'server-only';

/** What a sign-in session tells the storefront about a signed-in customer (server side only). */
export interface CustomerSession {
  customerId: string;
  name: string | null;
  email: string | null;
  /** Bearer token for the customer API; never sent to the browser. */
  accessToken: string;
}

/** What a session reader may look at: one request's cookies and headers. */
export interface RequestScope {
  cookie(name: string): string | undefined;
  headers: Pick<Headers, 'get'>;
  url?: URL;
}

/**
 * Reads the signed-in customer of a request: null when nobody is signed in, a throw when the identity
 * side cannot answer (the caller then reads as "unavailable", never as signed out).
 */
export type CustomerSessionReader = (scope: RequestScope) => Promise<CustomerSession | null>;

/**
 * The shop's reader. Sign-in (next-auth with the OIDC provider, docs/bff.md) is not wired yet, so no
 * request carries a customer session; the sign-in work replaces this one function.
 */
export const readCustomerSession: CustomerSessionReader = async () => null;
