import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { VerifiedUser } from '../../core/request-scope';
import type { CustomerRepository } from './customer-repository';
import type { SqliteOidcStore } from './oidc-adapter';

export interface AccessTokenClaims {
  /** The customer id. */
  sub: string;
  /** The provider session the token was issued in (ended by sign-out). */
  sid: string;
}

export interface AccessTokenCheck {
  issuer: string;
  audience: string;
  algorithms: string[];
  publicJwks: JSONWebKeySet;
}

/**
 * Checks an access token the way any resource server would (signature against the provider's own
 * public keys, issuer, audience, type, expiry) and then that its sign-in session has not ended.
 */
export function accessTokenVerifier(check: AccessTokenCheck, store: SqliteOidcStore): (token: string) => Promise<AccessTokenClaims | null> {
  const keys = createLocalJWKSet(check.publicJwks);
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: check.issuer,
        audience: check.audience,
        algorithms: check.algorithms,
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp', 'sid'],
        clockTolerance: 0,
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (!store.isSessionAlive(payload.sid, payload.sub)) return null;
      return { sub: payload.sub, sid: payload.sid };
    } catch {
      return null;
    }
  };
}

/** The customer API's `verifyBearer`: a valid access token of an existing customer, else null (401). */
export function bearerVerifier(verify: (token: string) => Promise<AccessTokenClaims | null>, customers: CustomerRepository) {
  return async (token: string): Promise<VerifiedUser | null> => {
    const claims = await verify(token);
    const customer = claims ? customers.byId(claims.sub) : undefined;
    return customer ? { userId: customer.id, email: customer.email } : null;
  };
}
