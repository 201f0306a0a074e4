import 'server-only';
import { readSessionToken, type CookieList } from './session-cookie';
import { sessionTokenSchema } from './session-token';

/**
 * Whether a request carries a sign-in session this shop issued (decrypted, no network call). An
 * expired access token still counts: it is refreshed by the next call that needs it.
 */
export async function hasSignInSession(cookies: CookieList, https: boolean): Promise<boolean> {
  return sessionTokenSchema.safeParse(await readSessionToken(cookies, https)).success;
}
