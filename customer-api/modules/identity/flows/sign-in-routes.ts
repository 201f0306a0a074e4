import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import type { RateRule } from '../../../core/rate-limits';
import { format } from '../messages';
import { signInPage } from '../pages';
import { CLIENT_ID } from '../provider';
import { IP_WINDOW_MS, PASSWORD_MAX, type Language } from '../rules';
import type { InteractionKit } from './interaction-kit';

const text = (max: number) => z.string().max(max).default('');
const loginForm = z.object({ email: text(320), password: text(PASSWORD_MAX * 4), csrf: text(200) });

/**
 * Sign-in attempts, whatever their outcome, per sign-in in progress (the session) and per address. Failures
 * are limited besides, per account and per address (accounts failed from it), in `AccountService` (stored,
 * so they outlast a restart).
 */
export const SIGN_IN_LIMITS = {
  interaction: { limit: 10, windowSeconds: 600 },
  address: { limit: 300, windowSeconds: 600 },
} as const satisfies Record<string, RateRule>;

/** Sign in: the form, its submission (counted, then checked by the account service), and back to the shop. */
export function signInRoutes(scope: FastifyInstance, k: InteractionKit): void {
  const { base, c } = k;
  const refusedFor = signInLimits(scope, k);

  const { page, tooMany } = signInAnswers(k);

  scope.get(`${base}/:uid`, async (request, reply) => {
    const { interaction, lang } = await k.opened(request, reply);
    if (!interaction) return k.expiredPage(reply, lang);
    if (interaction.prompt.name === 'consent') {
      if (interaction.params.client_id !== CLIENT_ID) return k.expiredPage(reply, lang);
      return reply.header('cache-control', 'no-store').redirect(await grantConsent(c.provider, request, reply, interaction), 303);
    }
    if (interaction.prompt.name !== 'login') return k.expiredPage(reply, lang);
    const hint = interaction.params.login_hint;
    return page(reply, 200, interaction.uid, lang, { email: typeof hint === 'string' ? hint.slice(0, 254) : '' });
  });

  scope.post(`${base}/:uid/login`, async (request, reply) => {
    const body = loginForm.safeParse(k.formFields(request.body));
    const { interaction, lang } = await k.opened(request, reply, body.data?.csrf ?? '');
    if (!interaction || !body.success) return k.expiredPage(reply, lang);
    if (interaction.prompt.name !== 'login') return reply.redirect(`${base}/${interaction.uid}`, 303);
    const { email, password } = body.data;
    const wait = await refusedFor(request);
    if (wait !== null) return tooMany(reply, wait, interaction.uid, lang, email);
    const result = await c.accounts.signIn({ email, password, ip: c.addressOf(request) });
    switch (result.kind) {
      case 'signed-in': {
        const returnTo = await c.provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: result.customer.id, remember: true } },
          { mergeWithLastSubmission: false },
        );
        return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
      }
      case 'invalid':
        await sleep(result.delayMs);
        return page(reply, 401, interaction.uid, lang, { email, formError: format(lang, 'invalidCredentials') });
      case 'unverified':
        return page(reply, 403, interaction.uid, lang, { email, formError: format(lang, 'unverified') });
      case 'throttled':
        return tooMany(reply, Math.ceil(IP_WINDOW_MS / 1000), interaction.uid, lang, email);
    }
  });

  scope.get(`${base}/:uid/abort`, async (request, reply) => {
    const { interaction, lang } = await k.opened(request, reply);
    if (!interaction) return k.expiredPage(reply, lang);
    const denied = { error: 'access_denied', error_description: 'The customer went back to the shop' };
    const returnTo = await c.provider.interactionResult(request.raw, reply.raw, denied, { mergeWithLastSubmission: false });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  });
}

/** The sign-in page with its form, and the same page as the 429 of too many attempts. */
function signInAnswers(k: InteractionKit) {
  const { base } = k;
  const page = (reply: FastifyReply, status: number, uid: string, lang: Language, m: { email: string; formError?: string }) =>
    k.send(
      reply,
      status,
      signInPage(k.frame(lang, status === 200 ? (l) => k.withLang(`${base}/${uid}`, l) : undefined), {
        ...m,
        action: k.withLang(`${base}/${uid}/login`, lang),
        csrf: k.csrfFor(uid),
        forgotHref: k.withLang(`${base}/${uid}/forgot`, lang),
        registerHref: k.withLang(`${base}/${uid}/register`, lang),
        abortHref: `${base}/${uid}/abort`,
      }),
    );
  const tooMany = (reply: FastifyReply, seconds: number, uid: string, lang: Language, email: string) =>
    page(reply.header('retry-after', String(seconds)), 429, uid, lang, { email, formError: format(lang, 'tooManyAttempts') });
  return { page, tooMany };
}

/** Counts a sign-in attempt per interaction and per address (@fastify/rate-limit); the seconds to wait when over either. */
function signInLimits(scope: FastifyInstance, k: InteractionKit): (request: FastifyRequest) => Promise<number | null> {
  const per = (rule: RateRule, subjectOf: (request: FastifyRequest) => string) =>
    scope.createRateLimit({ max: rule.limit, timeWindow: rule.windowSeconds * 1000, keyGenerator: subjectOf });
  const limits = [
    per(SIGN_IN_LIMITS.interaction, (request) => `i:${(request.params as { uid: string }).uid}`),
    per(SIGN_IN_LIMITS.address, (request) => `a:${k.c.addressOf(request)}`),
  ];
  return async (request) => {
    const counted = await Promise.all(limits.map((limit) => limit(request)));
    const waits = counted.flatMap((r) => (!r.isAllowed && r.isExceeded ? [Math.max(1, r.ttlInSeconds)] : []));
    return waits.length > 0 ? Math.max(...waits) : null;
  };
}

/** Grants the first-party client what it asked for and answers where the authorization continues. */
async function grantConsent(provider: Provider, request: FastifyRequest, reply: FastifyReply, interaction: Interaction): Promise<string> {
  const { details } = interaction.prompt;
  const accountId = interaction.session?.accountId;
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId: CLIENT_ID });
  const missingScope = details.missingOIDCScope;
  if (Array.isArray(missingScope)) grant.addOIDCScope(missingScope.join(' '));
  const missingClaims = details.missingOIDCClaims;
  if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims.filter((x): x is string => typeof x === 'string'));
  const missingResource = details.missingResourceScopes;
  if (missingResource && typeof missingResource === 'object') {
    for (const [indicator, scopes] of Object.entries(missingResource)) {
      if (Array.isArray(scopes)) grant.addResourceScope(indicator, scopes.join(' '));
    }
  }
  const grantId = await grant.save();
  return provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
