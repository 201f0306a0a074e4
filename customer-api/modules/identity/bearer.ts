import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { VerifiedUser } from '../../core/request-scope';
import type { CustomerRepository } from './customer-repository';
import type { SqliteOidcStore } from './oidc-adapter';

export interface AccessTokenClaims {
  /** The customer id. */
  sub: string;
  /** The provider session the token was issued in (ended by sign-out). */
  sid: string;
  /** The grant the token was issued under (revoked when its code is used twice, or by sign-out). */
  gid: string;
}

export interface AccessTokenCheck {
  issuer: string;
  audience: string;
  algorithms: string[];
  publicJwks: JSONWebKeySet;
}

/**
 * Checks an access token the way any resource server would (signature against the provider's own
 * public keys, issuer, audience, type, expiry), then that its sign-in session has not ended and its
 * grant has not been revoked.
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
        requiredClaims: ['sub', 'exp', 'sid', 'gid'],
        clockTolerance: 0,
      });
      const { sub, sid, gid } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof gid !== 'string') return null;
      if (!store.isSessionAlive(sid, sub) || !store.isGrantAlive(gid, sub)) return null;
      return { sub, sid, gid };
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
