import { dirname, join } from 'node:path';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { SiteSchema } from '../../../lib/api/schemas';
import type { BearerVerifier } from '../../core/request-scope';
import { acceptJsonBodies } from '../../core/body-parsers';
import { clientAddress } from '../../core/client-address';
import { AccountService } from './account-service';
import { accessTokenVerifier, bearerVerifier } from './bearer';
import { brandingFromSite } from './branding';
import { CustomerRepository } from './customer-repository';
import { EmailChanges } from './email-change';
import { interactionRoutes } from './interaction-routes';
import { loadProviderKeys } from './keys';
import { mailLinkRoutes } from './mail-link-routes';
import { mountProvider } from './mount';
import { SqliteOidcStore } from './oidc-adapter';
import { outbox } from './outbox';
import { pageKit } from './page-kit';
import { AUDIENCE, createProvider, ROUTES } from './provider';
import { clientSecretOf, type IdentitySettings } from './settings';
import { userRoutes } from './user-routes';
import { userinfoRoute } from './userinfo-route';
import { REVEAL_SCRIPT_HASH } from './views';

export interface IdentityOptions {
  /** Browser-facing origin of this server; the issuer is `{issuerBase}/realms/{realm}`. */
  issuerBase: string;
  realm: string;
  clientSecret: string;
  /** The storefront: where codes and logout redirects may go, and "back to the shop" links. */
  storefrontUrl: string;
  /** Further storefront origins allowed to receive codes and logout redirects. */
  extraOrigins: string[];
  /** Path of the storefront's sign-in callback. */
  callbackPath: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Private JWKS (JSON); unset: generated once and kept in the database. */
  jwks?: string;
  /** Cookie signing keys, comma-separated; unset: generated once and kept in the database. */
  cookieKeys?: string;
  /** Accounts with a failed sign-in from one address within 15 minutes before that address must wait. */
  ipMaxFailures: number;
  /** Proxies in front that append to X-Forwarded-For (TRUSTED_PROXY_HOPS); 0: the socket's address. */
  trustedProxyHops?: number;
  /** Folder of the demo's outgoing mails. */
  outboxDir: string;
  /** First step of the growing wait after failed sign-ins (default 250 ms). */
  failureDelayBaseMs?: number;
  /** Log line for each mail sent (default console.info). */
  log?: (line: string) => void;
  /** The clock of account rules (locks, link expiry); tests move it. */
  now?: () => Date;
}

export interface IdentityDeps {
  db: Database.Database;
  tenant: string;
  /** `/{tenant}/customer-api/v2` */
  apiPrefix: string;
  /** The merchant's site, for the pages' name, logo and colour. */
  site: () => SiteSchema | undefined;
}

export interface Identity {
  issuer: string;
  /** The customer API's bearer check: signed, this issuer, audience `customer-api`, unexpired, session alive. */
  verifyBearer: BearerVerifier;
  /** Changes of sign-in email, proven by a mailed link before they count (the profile asks for them). */
  emailChanges: EmailChanges;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const CLEAN_UP_EVERY_MS = 10 * 60_000;
const THROTTLE_KEEP_MS = 24 * 3600_000;

/** The storefront's origin with its loopback aliases (a browser may use any of them) and the extra ones. */
export function storefrontOrigins(storefrontUrl: string, extra: string[]): string[] {
  const url = new URL(storefrontUrl);
  const origins = [url.origin];
  if (LOOPBACK.has(url.hostname)) {
    for (const host of LOOPBACK) origins.push(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  for (const origin of extra) origins.push(new URL(origin).origin);
  return [...new Set(origins)];
}

/**
 * The origins a Content-Security-Policy source list can name: CSP has no form for IPv6 literals
 * (`http://[::1]:3000`), which browsers drop with a console error, so those are left out.
 */
export function cspSources(origins: readonly string[]): string[] {
  return origins.filter((origin) => !new URL(origin).hostname.startsWith('['));
}

/**
 * Settings → options; the issuer base defaults to API_PUBLIC_URL, else http://localhost:{API_PORT}.
 * Throws when the client secret is missing or the published demo one without DEMO=1.
 */
export function identityOptionsFrom(
  settings: IdentitySettings & {
    API_PORT: number;
    API_PUBLIC_URL?: string;
    STOREFRONT_URL: string;
    DATABASE_PATH: string;
    DEMO: boolean;
    TRUSTED_PROXY_HOPS: number;
  },
): IdentityOptions {
  return {
    issuerBase: settings.AUTH_ISSUER_BASE ?? settings.API_PUBLIC_URL ?? `http://localhost:${settings.API_PORT}`,
    realm: settings.AUTH_REALM,
    clientSecret: clientSecretOf(settings),
    storefrontUrl: settings.STOREFRONT_URL,
    extraOrigins: (settings.AUTH_EXTRA_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    callbackPath: settings.AUTH_CALLBACK_PATH,
    accessTokenTtl: settings.AUTH_ACCESS_TOKEN_TTL,
    refreshTokenTtl: settings.AUTH_REFRESH_TOKEN_TTL,
    jwks: settings.AUTH_JWKS,
    cookieKeys: settings.AUTH_COOKIE_KEYS,
    ipMaxFailures: settings.AUTH_IP_MAX_FAILURES,
    trustedProxyHops: settings.TRUSTED_PROXY_HOPS,
    outboxDir: settings.OUTBOX_DIR ?? join(dirname(settings.DATABASE_PATH), 'outbox'),
  };
}

/**
 * The OpenID Connect provider of the embedded demo, at Keycloak's URL shape `/realms/{realm}/…`:
 * oidc-provider with SQLite storage, its sign-in pages, `user/refresh` and `user/logout`, and the
 * bearer check the customer API is built with.
 */
export function registerIdentity(app: FastifyInstance, deps: IdentityDeps, options: IdentityOptions): Identity {
  const realmPath = `/realms/${options.realm}`;
  const issuer = `${options.issuerBase.replace(/\/+$/, '')}${realmPath}`;
  const now = options.now ?? (() => new Date());
  const store = new SqliteOidcStore(deps.db);
  const customers = new CustomerRepository(deps.db);
  const keys = loadProviderKeys(deps.db, { jwks: options.jwks, cookieKeys: options.cookieKeys });
  const branding = () => brandingFromSite(deps.site(), deps.tenant);
  const origins = storefrontOrigins(options.storefrontUrl, options.extraOrigins);
  const pageCsp = (extra = '') =>
    [
      `default-src 'none'`,
      `style-src 'unsafe-inline'`,
      `img-src 'self'`,
      `form-action 'self' ${cspSources(origins).join(' ')}`,
      `base-uri 'none'`,
      `frame-ancestors 'none'`,
      extra,
    ]
      .filter(Boolean)
      .join('; ');
  const logError = (message: string, error: unknown) => console.error(`${message}:`, error);

  const provider = createProvider({
    issuer,
    realmPath,
    clientSecret: options.clientSecret,
    redirectUris: origins.map((o) => `${o}${options.callbackPath}`),
    postLogoutRedirectUris: origins.map((o) => `${o}/`),
    storefrontUrl: options.storefrontUrl,
    accessTokenTtl: options.accessTokenTtl,
    refreshTokenTtl: options.refreshTokenTtl,
    keys,
    store,
    customers,
    branding,
    pageCsp,
    logError,
  });

  const sendMail = outbox(
    options.outboxDir,
    `${branding().shopName} <no-reply@${new URL(issuer).hostname}>`,
    options.log ?? console.info,
    now,
  );
  const accounts = new AccountService(customers, store, sendMail, {
    now,
    failureDelayBaseMs: options.failureDelayBaseMs ?? 250,
    ipMaxFailures: options.ipMaxFailures,
    shopName: () => branding().shopName,
    links: {
      verifyEmail: (token, lang) => `${issuer}/login-actions/verify-email?${new URLSearchParams({ token, lang }).toString()}`,
      resetPassword: (token, lang) => `${issuer}/login-actions/reset-password?${new URLSearchParams({ token, lang }).toString()}`,
    },
  });

  const emailChanges = new EmailChanges(deps.db, sendMail, {
    now,
    shopName: () => branding().shopName,
    link: (token, lang) => `${issuer}/login-actions/verify-email-change?${new URLSearchParams({ token, lang }).toString()}`,
  });

  const verifyAccessToken = accessTokenVerifier(
    { issuer, audience: AUDIENCE, algorithms: [keys.signingAlg], publicJwks: keys.publicJwks },
    store,
  );

  mountProvider(app, provider, realmPath);
  userinfoRoute(app, { path: `${realmPath}${ROUTES.userinfo}`, verifyAccessToken, store, customers });
  const kit = pageKit({
    realmPath,
    storefrontUrl: options.storefrontUrl,
    branding,
    pageCsp: () => pageCsp(`script-src ${REVEAL_SCRIPT_HASH}`),
  });
  const hops = options.trustedProxyHops ?? 0;
  interactionRoutes(
    app,
    { provider, accounts, csrfKey: keys.cookieKeys[0] ?? '', addressOf: (request) => clientAddress(request, hops) },
    kit,
  );
  mailLinkRoutes(app, accounts, kit, emailChanges);
  void app.register(async (scope) => {
    // An empty body is a valid logout request.
    acceptJsonBodies(scope);
    userRoutes(scope, {
      apiPrefix: deps.apiPrefix,
      inject: app.inject.bind(app),
      provider,
      store,
      tokenPath: `${realmPath}${ROUTES.token}`,
      clientSecret: options.clientSecret,
      verifyAccessToken,
    });
  });

  const cleanUp = () => {
    store.removeExpired();
    customers.cleanUp(now().getTime(), THROTTLE_KEEP_MS);
  };
  cleanUp();
  const timer = setInterval(cleanUp, CLEAN_UP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  return { issuer, verifyBearer: bearerVerifier(verifyAccessToken, customers), emailChanges };
}
