import 'server-only';
import { isApiError } from '@/lib/api/errors';
import { refreshTokens } from '@/lib/api/user';
import { applyRefresh, needsRefresh, type SessionTokens } from './session-token';

type Refresher = (refreshToken: string) => Promise<{ accessToken: string; refreshToken: string; idToken?: string; expiresIn: number }>;

const inFlight = new Map<string, Promise<SessionTokens | null>>();

/**
 * Tokens fit to call the customer API with: as stored while the access token has more than 30 s left,
 * else refreshed through `user/refresh`. Null when the API refuses the refresh (signed out); a throw
 * when it cannot answer (the caller is then "unavailable", not signed out). Parallel requests of one
 * browser share one refresh, so a rotated refresh token is never used twice.
 */
export async function currentTokens(
  tokens: SessionTokens,
  refresh: Refresher = refreshTokens,
  now = Date.now(),
): Promise<SessionTokens | null> {
  if (!needsRefresh(tokens, now)) return tokens;
  if (!tokens.refreshToken) return null;
  const key = tokens.refreshToken;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = refresh(key)
      .then((answer) => applyRefresh(tokens, answer, Date.now()))
      .catch((e: unknown) => {
        if (isApiError(e, 'unauthorized') || isApiError(e, 'bad-request')) return null;
        throw e;
      })
      // Shared only while it runs: a kept answer would outlive a session ended elsewhere meanwhile.
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
