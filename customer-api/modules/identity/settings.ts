import { z } from 'zod';

/** Environment settings of the identity provider; spread into the server's settings schema. */
export const identitySettingsShape = {
  AUTH_ISSUER_BASE: z
    .string()
    .url()
    .optional()
    .describe(
      'Browser-facing origin of the built-in OpenID Connect provider; issuer `{AUTH_ISSUER_BASE}/realms/{AUTH_REALM}`. Unset: `API_PUBLIC_URL`, else `http://localhost:{API_PORT}`.',
    ),
  AUTH_REALM: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'lower-case letters, digits and hyphens')
    .default('demo')
    .describe("Realm in the issuer path (Keycloak's URL shape)."),
  AUTH_CLIENT_SECRET: z
    .string()
    .min(16, 'at least 16 characters')
    .optional()
    .describe(
      "Secret of the client `web-portal` (the storefront's server). Without `DEMO=1` the API refuses to start unless it is set to a secret of your own (≥ 16 characters, not the published `web-portal-demo-secret-change-me`). Unset: unset: refused unless `DEMO=1`.",
    ),
  AUTH_CALLBACK_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9/_.-]*$/, 'an absolute path')
    .default('/api/auth/callback/keycloak')
    .describe("Sign-in callback on `STOREFRONT_URL`'s origin (and its loopback aliases); `AUTH_EXTRA_ORIGINS` adds origins."),
  AUTH_EXTRA_ORIGINS: z
    .string()
    .optional()
    .describe('Further storefront origins allowed to receive codes and logout redirects (comma-separated).'),
  AUTH_ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(300)
    .describe(
      "Access token lifetime in seconds. A short one (e.g. `4`, as the browser tests' second shop runs) shows the storefront's refresh: below 30 s left it refreshes on every request.",
    ),
  AUTH_REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .max(90 * 86_400)
    .default(8 * 3600)
    .describe('Lifetime of a refresh token and of the sign-in session it belongs to.'),
  AUTH_JWKS: z
    .string()
    .optional()
    .describe('Private JSON Web Key Set used to sign tokens; unset: generated on first start and kept in the database.'),
  AUTH_COOKIE_KEYS: z
    .string()
    .optional()
    .describe("Keys that sign the provider's cookies (comma-separated, first signs); unset: generated and kept in the database."),
  AUTH_IP_MAX_FAILURES: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(30)
    .describe(
      "Accounts with a failed sign-in from one address in 15 minutes before that address must wait (one account's failures count once).",
    ),
  OUTBOX_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      "Where the demo writes verification and password-reset mails (`.eml`); the API log names each file (never the link's token). Unset: `outbox/` beside the database.",
    ),
};

/** The demo's secret of `web-portal`: published in this repository, so accepted only with DEMO=1. */
export const DEMO_CLIENT_SECRET = 'web-portal-demo-secret-change-me';

/** The client secret to run with: a real one, or the demo's with DEMO=1; otherwise the server must not start. */
export function clientSecretOf(settings: { AUTH_CLIENT_SECRET?: string; DEMO: boolean }): string {
  const secret = settings.AUTH_CLIENT_SECRET;
  if (settings.DEMO) return secret ?? DEMO_CLIENT_SECRET;
  if (secret !== undefined && secret !== DEMO_CLIENT_SECRET) return secret;
  throw new Error(
    `Invalid customer API settings: AUTH_CLIENT_SECRET ${secret === undefined ? 'is not set' : 'is the demo secret published in this repository'}. ` +
      "Set a secret of your own for the client web-portal (at least 16 characters; the storefront's AUTH_CLIENT_SECRET must match), or DEMO=1 to run the demo with the published one.",
  );
}

export type IdentitySettings = z.infer<z.ZodObject<typeof identitySettingsShape>>;
