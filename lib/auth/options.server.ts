import 'server-only';
import type { AuthOptions } from 'next-auth';
import KeycloakProvider from 'next-auth/providers/keycloak';
import { authSettings, type AuthSettings } from '@/lib/config';
import { sameSitePath } from '@/lib/routes/paths';
import { issuerFor } from './realm';
import { nextAuthCookies } from './session-cookie';
import { sessionTokenSchema, type SessionTokens } from './session-token';
import { currentTokens } from './refresh.server';

/** Eight hours: the provider's refresh token lifetime (AUTH_REFRESH_TOKEN_TTL). */
const SESSION_MAX_AGE = 8 * 60 * 60;

/**
 * next-auth for one realm. Tokens live only in the encrypted httpOnly JWT cookie; the `session`
 * answer (`/api/auth/session`) carries the name and nothing else. `https`: the request reached the
 * shop over HTTPS (`isHttpsRequest`, as for the guest cookie), so every next-auth cookie is Secure and
 * `__Host-`.
 */
export function authOptions(realm: string, settings: AuthSettings = authSettings(), https = false): AuthOptions {
  return {
    secret: settings.secret,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
    useSecureCookies: https,
    cookies: nextAuthCookies(https),
    providers: [
      KeycloakProvider({
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        issuer: issuerFor(settings.issuerBase, realm),
        checks: ['pkce', 'state'],
      }),
    ],
    pages: { signIn: '/login', error: '/login' },
    callbacks: {
      async jwt({ token, account, profile }) {
        if (account) {
          const signedIn: SessionTokens = {
            customerId: account.providerAccountId,
            name: profile?.name ?? null,
            email: profile?.email ?? null,
            accessToken: account.access_token ?? '',
            refreshToken: account.refresh_token ?? null,
            idToken: account.id_token ?? null,
            expiresAt: (account.expires_at ?? 0) * 1000,
            realm,
          };
          return { ...signedIn, sub: token.sub };
        }
        const stored = sessionTokenSchema.safeParse(token);
        if (!stored.success) throw new Error('the session cookie holds no tokens');
        let current: SessionTokens | null;
        try {
          current = await currentTokens(stored.data);
        } catch {
          // The API could not answer: keep the session; the next request tries again.
          return token;
        }
        // next-auth clears the session cookie when this callback throws: a refused refresh signs out.
        if (!current) throw new Error('the refresh token was refused');
        return { ...token, ...current };
      },
      session({ session, token }) {
        return { expires: session.expires, user: { name: typeof token.name === 'string' ? token.name : null } };
      },
      redirect({ url, baseUrl }) {
        const origin = new URL(baseUrl).origin;
        return `${origin}${sameSitePath(url, [origin]) ?? '/'}`;
      },
    },
  };
}
