import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { parseInput, unauthorized } from '../../core/errors';

import type { AccessTokenClaims } from './bearer';
import type { SqliteOidcStore } from './oidc-adapter';
import { CLIENT_ID } from './provider';

const refreshToken = z.string().trim().min(1).max(4096);
export const refreshRequest = z.object({ refreshToken });
export const logoutRequest = z.object({ refreshToken: refreshToken.optional() }).optional();

/** What `user/refresh` answers: the provider's token response in the API's naming. */
export const tokenSet = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  idToken: z.string().optional(),
  tokenType: z.literal('Bearer'),
  /** Seconds the access token is valid for. */
  expiresIn: z.number().int().positive(),
});

const providerTokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  id_token: z.string().optional(),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
});

export interface UserRoutesContext {
  apiPrefix: string;
  /** Requests to this server in-process (Fastify's inject on the root instance). */
  inject: FastifyInstance['inject'];
  provider: Provider;
  store: SqliteOidcStore;
  /** Path of the token endpoint on this server. */
  tokenPath: string;
  clientSecret: string;
  verifyAccessToken: (token: string) => Promise<AccessTokenClaims | null>;
}

function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(request.headers.authorization?.trim() ?? '');
  return match?.[1] ?? null;
}

/**
 * `user/refresh` and `user/logout` of spec §7, for a storefront that keeps its tokens on its server
 * and talks only to the customer API. Both act on the provider's own records.
 */
export function userRoutes(app: FastifyInstance, c: UserRoutesContext): void {
  const basic = `Basic ${Buffer.from(`${encodeURIComponent(CLIENT_ID)}:${encodeURIComponent(c.clientSecret)}`).toString('base64')}`;

  /** Ends a sign-in session: its grants (refresh tokens, codes) are revoked and access tokens of it stop working. */
  const endSession = async (sessionUid: string) => {
    const session = await c.provider.Session.findByUid(sessionUid);
    if (!session) return;
    for (const { grantId } of Object.values(session.authorizations ?? {})) {
      if (typeof grantId !== 'string') continue;
      c.store.revokeByGrantId(grantId);
      c.store.destroy('Grant', grantId);
    }
    await session.destroy();
  };

  app.post(`${c.apiPrefix}/user/refresh`, async (request) => {
    const body = parseInput(refreshRequest, request.body, 'refresh request');
    // The provider's own token endpoint, in-process: the same checks a direct call would get.
    const answer = await c.inject({
      method: 'POST',
      url: c.tokenPath,
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: body.refreshToken }).toString(),
    });
    const parsed = answer.statusCode === 200 ? providerTokenResponse.safeParse(answer.json()) : undefined;
    if (!parsed?.success) throw unauthorized('Please sign in again');
    return tokenSet.parse({
      accessToken: parsed.data.access_token,
      refreshToken: parsed.data.refresh_token,
      idToken: parsed.data.id_token,
      tokenType: 'Bearer',
      expiresIn: parsed.data.expires_in,
    });
  });

  app.post(`${c.apiPrefix}/user/logout`, async (request) => {
    const body = parseInput(logoutRequest, request.body, 'logout request');
    const sessions = new Set<string>();
    const grants = new Set<string>();
    const bearer = bearerOf(request);
    const claims = bearer ? await c.verifyAccessToken(bearer) : null;
    if (claims) sessions.add(claims.sid);
    // A refresh token alone is enough, so a shopper whose access token has expired can still sign out.
    const token = body?.refreshToken ? await c.provider.RefreshToken.find(body.refreshToken) : undefined;
    if (token && token.clientId === CLIENT_ID) {
      if (token.sessionUid) sessions.add(token.sessionUid);
      if (token.grantId) grants.add(token.grantId);
    }
    if (sessions.size === 0 && grants.size === 0) throw unauthorized('Please sign in again');
    for (const grantId of grants) c.store.revokeByGrantId(grantId);
    for (const uid of sessions) await endSession(uid);
    return { signedOut: true };
  });
}
