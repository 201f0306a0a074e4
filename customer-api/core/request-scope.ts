import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GUEST_HEADER, INVENTORY_HEADER } from '../../lib/api/http';
import type { SiteSchema } from '../../lib/api/schemas';
import { badRequest, unauthorized } from './errors';

/** Who a cart belongs to: a guest (SHA-256 of the guest session) or a signed-in user (user id). */
export interface Shopper {
  kind: 'guest' | 'user';
  key: string;
  /** A signed-in user's email, when the identity provider gives one. */
  email: string | null;
}

/** A signed-in user as an identity provider vouches for them. */
export interface VerifiedUser {
  userId: string;
  email: string | null;
}

/** Checks a bearer token (e.g. against the OIDC provider); null when it is not valid. */
export type BearerVerifier = (token: string) => VerifiedUser | null | Promise<VerifiedUser | null>;

export interface ResolvedShopper extends Shopper {
  /** The hashed guest session sent beside a bearer token: that guest's cart is adopted by the user. */
  adoptGuestKey: string | null;
}

const GUEST_VALUE = /^[A-Za-z0-9_-]{16,200}$/;

/** Only a digest of the guest session is stored, so a database copy cannot be used to take over carts. */
export const guestKeyOf = (session: string): string => createHash('sha256').update(session).digest('hex');

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const raw = headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined ? undefined : value.trim();
}

function guestKey(headers: IncomingHttpHeaders): string | null {
  const session = header(headers, GUEST_HEADER);
  if (session === undefined || session === '') return null;
  if (!GUEST_VALUE.test(session)) throw unauthorized('The guest session is not valid');
  return guestKeyOf(session);
}

/**
 * Who is calling: a bearer token (verified by the configured verifier) or a guest session header.
 * Neither: 401 E4010, so the storefront starts a session or sends the shopper to sign in.
 */
export async function resolveShopper(headers: IncomingHttpHeaders, verify: BearerVerifier | undefined): Promise<ResolvedShopper> {
  const authorization = header(headers, 'authorization');
  if (authorization !== undefined && authorization !== '') {
    const match = /^Bearer\s+(\S{1,4096})$/i.exec(authorization);
    if (!match?.[1] || !verify) throw unauthorized('Please sign in again');
    const user = await verify(match[1]);
    if (!user) throw unauthorized('Please sign in again');
    let adopt: string | null = null;
    try {
      adopt = guestKey(headers);
    } catch {
      adopt = null;
    }
    return { kind: 'user', key: user.userId, email: user.email, adoptGuestKey: adopt };
  }
  const key = guestKey(headers);
  if (key === null) throw unauthorized('Sign in or start a guest session');
  return { kind: 'guest', key, email: null, adoptGuestKey: null };
}

export interface ShopperScopeOptions {
  /** Verifies bearer tokens of signed-in customers; without one, bearer calls answer 401. */
  verifyBearer?: BearerVerifier;
  /** A signed-in call that still carries a guest session: the guest's cart is handed over. */
  onSignIn?: (guestKey: string, user: Shopper) => void;
}

const SHOPPER = 'shopper';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route of the shopper scope (the OpenAPI document lists their security). */
    shopper?: boolean;
  }
}

/**
 * Makes `scope` the shopper scope: before any of its handlers runs, the caller is resolved once
 * (401 E4010 when there is none) and kept on the request for `shopperOf`. Routes of the scope are
 * marked `config.shopper`.
 */
export function enterShopperScope(scope: FastifyInstance, options: ShopperScopeOptions): void {
  scope.decorateRequest(SHOPPER, null);
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, shopper: true };
  });
  scope.addHook('preHandler', async (request) => {
    const resolved = await resolveShopper(request.headers, options.verifyBearer);
    const shopper: Shopper = { kind: resolved.kind, key: resolved.key, email: resolved.email };
    if (resolved.adoptGuestKey) options.onSignIn?.(resolved.adoptGuestKey, shopper);
    request.setDecorator<Shopper>(SHOPPER, shopper);
  });
}

/** The caller of a request in the shopper scope (resolved by its hook before the handler). */
export function shopperOf(request: FastifyRequest): Shopper {
  const shopper = request.getDecorator<Shopper | null>(SHOPPER);
  if (!shopper) throw new Error(`${request.method} ${request.routeOptions.url ?? ''} is outside the shopper scope`);
  return shopper;
}

/** The inventory location a request asks for (must be a location of the shop); null: none asked. */
export function inventoryLocationOf(request: FastifyRequest, site: () => SiteSchema): string | null {
  const raw = request.headers[INVENTORY_HEADER];
  const value = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).trim();
  if (value === '') return null;
  if (!site().inventoryLocations.some((l) => l.id === value)) {
    throw badRequest(`Unknown inventory location in ${INVENTORY_HEADER}`);
  }
  return value;
}
