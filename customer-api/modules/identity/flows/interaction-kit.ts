import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import type { AccountService } from '../account-service';
import type { PageKit } from '../page-kit';
import type { Language } from '../rules';

export interface InteractionPagesContext {
  provider: Provider;
  accounts: AccountService;
  /** Secret the per-interaction form tokens are derived from. */
  csrfKey: string;
  /** The caller's address for the throttles (TRUSTED_PROXY_HOPS). */
  addressOf: (request: FastifyRequest) => string;
}

const uidParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** What the pages of a sign-in in progress share: the page kit, form tokens, the interaction of the request. */
export interface InteractionKit extends PageKit {
  c: InteractionPagesContext;
  csrfFor: (uid: string) => string;
  /** The interaction of the cookie, when it is the one the URL names and the form's token is its own (body given). */
  opened: (request: FastifyRequest, reply: FastifyReply, csrf?: string) => Promise<{ interaction: Interaction | null; lang: Language }>;
}

export function interactionKit(c: InteractionPagesContext, kit: PageKit): InteractionKit {
  const csrfFor = (uid: string) => createHmac('sha256', c.csrfKey).update(`login-actions:${uid}`).digest('base64url');
  const csrfValid = (uid: string, token: string) => {
    const expected = Buffer.from(csrfFor(uid));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  /** The interaction of the cookie, when it is the one the URL names (another tab's page has expired). */
  const interactionOf = async (request: FastifyRequest, reply: FastifyReply): Promise<Interaction | null> => {
    const params = uidParams.safeParse(request.params);
    if (!params.success) return null;
    try {
      const interaction = await c.provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === params.data.uid ? interaction : null;
    } catch {
      return null;
    }
  };

  const opened: InteractionKit['opened'] = async (request, reply, csrf) => {
    const interaction = await interactionOf(request, reply);
    const lang = kit.languageOf(request, interaction ?? undefined);
    if (!interaction || (csrf !== undefined && !csrfValid(interaction.uid, csrf))) return { interaction: null, lang };
    return { interaction, lang };
  };

  return { ...kit, c, csrfFor, opened };
}
