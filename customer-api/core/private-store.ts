import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from './errors';
import type { BearerVerifier } from './request-scope';
import type { SettingsRepository } from './settings-repository';

/** The storefront's server as a confidential client: its id and secret (the identity provider's `web-portal`). */
export interface ServerClient {
  id: string;
  secret: string;
}

/** Paths (after the API prefix) anyone may call on a private store: the schema renders sign-in and maintenance. */
const OPEN_ON_PRIVATE_STORE: ReadonlySet<string> = new Set(['/schema/get']);

const SIGN_IN_REQUIRED = 'Please sign in: this shop is open to its customers only';

export interface PrivateStoreOptions {
  settings: SettingsRepository;
  apiPrefix: string;
  verifyBearer?: BearerVerifier;
  serverClient?: ServerClient;
}

const BEARER = /^Bearer\s+(\S{1,4096})$/i;

function authorizationOf(request: FastifyRequest): string {
  const raw = request.headers.authorization;
  return (Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')).trim();
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** HTTP Basic with the server client's id and secret (form-encoded, as at a token endpoint). */
function isServerClient(authorization: string, client: ServerClient | undefined): boolean {
  if (!client) return false;
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,1024})$/i.exec(authorization);
  if (!match?.[1]) return false;
  const expected = `${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`;
  return sameText(Buffer.from(match[1], 'base64').toString('utf8'), expected);
}

/**
 * spec §6 `isStorePublic: false` on the server, in one hook over every call under the API prefix:
 * only a signed-in customer may read the catalogue, keep a cart or buy. A shopper call (cart, orders,
 * profile …) needs a bearer token, which the shopper scope then verifies: a guest session is refused.
 * A catalogue read also passes with the storefront server's client credentials, which renders its
 * pages for signed-in visitors only (docs/security.md "Private store").
 */
export function enforcePrivateStore(scope: FastifyInstance, options: PrivateStoreOptions): void {
  const { settings, apiPrefix } = options;
  scope.addHook('preHandler', async (request) => {
    if (settings.requireSite().generalSettings.isStorePublic) return;
    const path = (request.routeOptions.url ?? '').slice(apiPrefix.length);
    if (OPEN_ON_PRIVATE_STORE.has(path)) return;
    const authorization = authorizationOf(request);
    const bearer = BEARER.exec(authorization)?.[1];
    if (request.routeOptions.config.shopper) {
      if (!bearer) throw unauthorized(SIGN_IN_REQUIRED);
      return;
    }
    if (bearer) {
      if (!options.verifyBearer || !(await options.verifyBearer(bearer))) throw unauthorized('Please sign in again');
      return;
    }
    if (!isServerClient(authorization, options.serverClient)) throw unauthorized(SIGN_IN_REQUIRED);
  });
}
