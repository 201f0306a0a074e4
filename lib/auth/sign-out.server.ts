import 'server-only';
import { logout } from '@/lib/api/user';
import { authSettings } from '@/lib/config';
import { issuerFor } from './realm';
import { readSessionToken, type CookieList } from './session-cookie';
import { sessionTokenSchema } from './session-token';

/**
 * Ends a sign-in on the server: `user/logout` revokes the refresh token and ends the provider's
 * session; the answer is the provider's end-session address the browser goes to next (Keycloak's
 * `…/protocol/openid-connect/logout` with `id_token_hint`), or null when nobody was signed in.
 */
export async function signOut(cookies: CookieList, https: boolean, origin: string): Promise<string | null> {
  const stored = sessionTokenSchema.safeParse(await readSessionToken(cookies, https));
  if (!stored.success) return null;
  const settings = authSettings();
  const { accessToken, refreshToken, idToken, realm } = stored.data;
  // An expired or already ended session refuses: signing out still finishes in the browser.
  await logout(accessToken, refreshToken).catch((e: unknown) =>
    console.warn('user/logout did not succeed', e instanceof Error ? e.message : e),
  );
  const endSession = new URL(`${issuerFor(settings.issuerBase, realm)}/protocol/openid-connect/logout`);
  if (idToken) endSession.searchParams.set('id_token_hint', idToken);
  endSession.searchParams.set('post_logout_redirect_uri', `${origin}/`);
  return endSession.toString();
}
