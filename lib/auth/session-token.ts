import { z } from 'zod';

/** What the encrypted session cookie holds (server side only; never sent to client JavaScript). */
export const sessionTokenSchema = z.object({
  customerId: z.string().min(1),
  name: z.string().nullable(),
  email: z.string().nullable(),
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1).nullable(),
  idToken: z.string().min(1).nullable(),
  /** Epoch milliseconds when the access token stops working. */
  expiresAt: z.number(),
  realm: z.string().min(1),
});

export type SessionTokens = z.infer<typeof sessionTokenSchema>;

/** Refresh this long before the access token expires, so a call never leaves with a token about to lapse. */
export const REFRESH_MARGIN_MS = 30_000;

export function needsRefresh(tokens: Pick<SessionTokens, 'expiresAt'>, now = Date.now()): boolean {
  return tokens.expiresAt - REFRESH_MARGIN_MS <= now;
}

/** The tokens after a refresh answer; the ID token is kept when the answer has none (needed to end the session). */
export function applyRefresh(
  tokens: SessionTokens,
  answer: { accessToken: string; refreshToken: string; idToken?: string; expiresIn: number },
  now = Date.now(),
): SessionTokens {
  return {
    ...tokens,
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    idToken: answer.idToken ?? tokens.idToken,
    expiresAt: now + answer.expiresIn * 1000,
  };
}
