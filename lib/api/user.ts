import 'server-only';
import { z } from 'zod';
import { apiCall } from './client';

/** `user/refresh` (spec §7): a new token set for a refresh token. */
const tokenSet = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  idToken: z.string().min(1).optional(),
  expiresIn: z.number().int().positive(),
});

export type RefreshedTokens = z.infer<typeof tokenSet>;

export function refreshTokens(refreshToken: string): Promise<RefreshedTokens> {
  return apiCall({ path: '/user/refresh', method: 'POST', body: { refreshToken }, schema: tokenSet, cache: 'no-store' });
}

/** `user/logout` (spec §7): ends the sign-in session of the token and revokes the refresh token. */
export function logout(accessToken: string | null, refreshToken: string | null): Promise<unknown> {
  return apiCall({
    path: '/user/logout',
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
    ctx: { token: accessToken },
    schema: z.unknown(),
    cache: 'no-store',
  });
}
