import 'server-only';
import { decode } from 'next-auth/jwt';
import { authSettings } from '@/lib/config';
import { readSessionCookie } from './session-cookie';
import { sessionTokenSchema } from './session-token';

/**
 * Whether a request carries a sign-in session this shop issued (decrypted, no network call). An
 * expired access token still counts: it is refreshed by the next call that needs it.
 */
export async function hasSignInSession(cookie: (name: string) => string | undefined, https: boolean): Promise<boolean> {
  const raw = readSessionCookie(cookie, https);
  if (!raw) return false;
  const token = await decode({ token: raw, secret: authSettings().secret }).catch(() => null);
  return sessionTokenSchema.safeParse(token).success;
}
