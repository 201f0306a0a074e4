import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenClaims } from './bearer';
import type { CustomerRepository } from './customer-repository';
import type { SqliteOidcStore } from './oidc-adapter';
import { customerClaims } from './provider';

export interface UserinfoContext {
  /** `{realmPath}{ROUTES.userinfo}`, the endpoint discovery advertises. */
  path: string;
  verifyAccessToken: (token: string) => Promise<AccessTokenClaims | null>;
  store: SqliteOidcStore;
  customers: CustomerRepository;
}

/** The claims each OpenID scope releases (as the provider's `claims` configuration). */
const SCOPE_CLAIMS: Record<string, readonly string[]> = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'preferred_username', 'locale'],
};

function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(request.headers.authorization?.trim() ?? '');
  return match?.[1] ?? null;
}

function refuse(reply: FastifyReply, description: string) {
  return reply
    .code(401)
    .header('cache-control', 'no-store')
    .header('www-authenticate', `Bearer error="invalid_token", error_description="${description}"`)
    .send({ error: 'invalid_token', error_description: description });
}

/**
 * UserInfo (OpenID Connect Core §5.3) for the access token a client actually gets: oidc-provider's own
 * endpoint refuses every token with an audience, and every token here is for the customer API. The
 * token is checked as the customer API checks it; the grant's OpenID scopes decide the claims.
 */
export function userinfoRoute(app: FastifyInstance, c: UserinfoContext): void {
  void app.register(async (scope) => {
    // A POST may carry a form body; the token is read from the Authorization header only.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerOf(request);
      if (!token) return refuse(reply, 'no access token in the Authorization header');
      const claims = await c.verifyAccessToken(token);
      const granted = claims ? c.store.grantedScope(claims.gid) : undefined;
      const customer = claims ? c.customers.byId(claims.sub) : undefined;
      if (!claims || !customer || granted === undefined || !granted.split(' ').includes('openid'))
        return refuse(reply, 'invalid access token');
      const all: Record<string, unknown> = customerClaims(customer);
      const released = granted.split(' ').flatMap((s) => SCOPE_CLAIMS[s] ?? []);
      return reply.header('cache-control', 'no-store').send(Object.fromEntries(released.map((k) => [k, all[k]])));
    };
    scope.get(c.path, handler);
    scope.post(c.path, handler);
  });
}
