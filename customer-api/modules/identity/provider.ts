import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { CustomerRepository } from './customer-repository';
import type { ProviderKeys } from './keys';
import type { SqliteOidcStore } from './oidc-adapter';
import { format } from './messages';
import { pageLanguage } from './rules';
import { AUTO_SUBMIT_HASH, logoutPage, messagePage, type Branding, type Frame } from './views';

/** The one client: the storefront's server (confidential, authorization code with PKCE). */
export const CLIENT_ID = 'web-portal';
/** `aud` of access tokens: what the customer API accepts. */
export const AUDIENCE = 'customer-api';
/** Resource indicator of the customer API; clients need not send it (it is the default). */
export const RESOURCE = 'urn:storefront:customer-api';
export const SCOPES = 'openid email profile';

/** Keycloak's endpoint paths under the issuer. */
export const ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  end_session: '/protocol/openid-connect/logout',
  userinfo: '/protocol/openid-connect/userinfo',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
} as const;

type Customer = NonNullable<ReturnType<CustomerRepository['byId']>>;

/** Every claim the provider knows of a customer; the granted scopes choose which are released. */
export function customerClaims(customer: Customer) {
  return {
    sub: customer.id,
    email: customer.email,
    email_verified: customer.emailVerified,
    name: customer.name,
    preferred_username: customer.email,
    locale: customer.locale,
  };
}

export interface ProviderConfig {
  issuer: string;
  /** `/realms/{realm}`: where the provider and its pages are mounted. */
  realmPath: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Where "back to the shop" links go. */
  storefrontUrl: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  keys: ProviderKeys;
  store: SqliteOidcStore;
  customers: CustomerRepository;
  branding: () => Branding;
  /** Value of the Content-Security-Policy of the provider's own pages. */
  pageCsp: (extra?: string) => string;
  logError: (message: string, error: unknown) => void;
}

function frameFor(ctx: KoaContextWithOIDC, branding: Branding): Frame {
  const uiLocales = ctx.oidc?.params?.ui_locales;
  return { lang: pageLanguage(typeof uiLocales === 'string' ? uiLocales : undefined, ctx.get('accept-language')), branding };
}

/** oidc-provider configured as the shop's identity provider, storing everything through `store`. */
export function createProvider(c: ProviderConfig): Provider {
  const html = (ctx: KoaContextWithOIDC, body: string, csp = c.pageCsp()) => {
    ctx.type = 'html';
    ctx.set('content-security-policy', csp);
    ctx.body = body;
  };

  const configuration: Configuration = {
    adapter: c.store.adapterFor,
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: c.clientSecret,
        client_name: CLIENT_ID,
        redirect_uris: c.redirectUris,
        post_logout_redirect_uris: c.postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: c.keys.signingAlg,
        scope: SCOPES,
      },
    ],
    jwks: c.keys.jwks,
    cookies: {
      keys: c.keys.cookieKeys,
      // Cookies ignore ports: distinct names keep them apart from the storefront's on localhost.
      names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_resume' },
      long: { httpOnly: true, sameSite: 'lax', path: c.realmPath },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username', 'locale'],
    },
    // The storefront reads the customer's name and email from the ID token (as with Keycloak), not userinfo.
    conformIdTokenClaims: false,
    scopes: ['openid'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    routes: ROUTES,
    discovery: { ui_locales_supported: ['en', 'si', 'ta'], claims_locales_supported: undefined },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const hint = ctx.oidc.params?.id_token_hint;
          const autoSubmit = typeof hint === 'string' && hint !== '';
          html(
            ctx,
            logoutPage(frameFor(ctx, c.branding()), form, autoSubmit, c.storefrontUrl),
            c.pageCsp(`script-src ${AUTO_SUBMIT_HASH}`),
          );
        },
        async postLogoutSuccessSource(ctx) {
          const frame = frameFor(ctx, c.branding());
          html(
            ctx,
            messagePage(frame, {
              title: 'loggedOutTitle',
              text: format(frame.lang, 'loggedOutText', { shop: frame.branding.shopName }),
              tone: 'notice',
              action: { href: c.storefrontUrl, label: format(frame.lang, 'continueToShop') },
            }),
          );
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: '',
            audience: AUDIENCE,
            accessTokenTTL: c.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: c.keys.signingAlg } },
          };
        },
      },
    },
    // The session and grant ids let the customer API refuse tokens of a session that was signed out or a revoked grant.
    extraTokenClaims: (_ctx, token) => ({
      ...('sessionUid' in token && typeof token.sessionUid === 'string' ? { sid: token.sessionUid } : {}),
      ...('grantId' in token && typeof token.grantId === 'string' ? { gid: token.grantId } : {}),
    }),
    // Refresh tokens live as long as the sign-in session, without asking for offline access.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    async findAccount(_ctx, sub) {
      const customer = c.customers.byId(sub);
      if (!customer) return undefined;
      return {
        accountId: customer.id,
        claims: () => customerClaims(customer),
      };
    },
    interactions: { url: (_ctx, interaction) => `${c.realmPath}/login-actions/${interaction.uid}` },
    ttl: {
      AccessToken: c.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: c.accessTokenTtl,
      Interaction: 3600,
      RefreshToken: c.refreshTokenTtl,
      Session: c.refreshTokenTtl,
      Grant: c.refreshTokenTtl,
    },
    async renderError(ctx, out, error) {
      if (!(error instanceof errors.OIDCProviderError) || error.statusCode >= 500) c.logError('identity provider error', error);
      const frame = frameFor(ctx, c.branding());
      const detail = [out.error, out.error_description].filter(Boolean).join(': ');
      html(
        ctx,
        messagePage(frame, {
          title: 'errorTitle',
          text: `${format(frame.lang, 'errorText')}${detail ? ` (${detail})` : ''}`,
          action: { href: c.storefrontUrl, label: format(frame.lang, 'backToShop') },
        }),
      );
    },
  };

  const provider = new Provider(c.issuer, configuration);
  provider.on('server_error', (_ctx, error) => c.logError('identity provider failure', error));
  return provider;
}
